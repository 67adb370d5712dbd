/** The three information pages (docs/product.md §2), as HTML the SPA sanitises before rendering. */
export const seedContent: { slug: 'about' | 'privacy' | 'terms'; title: string; html: string }[] = [
  {
    slug: 'about',
    title: 'About Jhola & Co.',
    html: `<h2>Bags for every day in India</h2>
<p>Jhola &amp; Co. began in 2019 with a single stall of block-printed totes at a Jaipur weekend market. Today we work with more than forty artisan workshops across Rajasthan, Gujarat, West Bengal and Uttar Pradesh to make handbags, backpacks, totes and wallets that survive monsoon commutes, crowded locals and long train journeys.</p>
<h3>What we believe</h3>
<ul>
<li><strong>Made to be used.</strong> Reinforced handles, lined interiors and zips that do not give up after a season.</li>
<li><strong>Fair to the maker.</strong> We pay our partner workshops above market rates and publish where each bag is made.</li>
<li><strong>Honest prices.</strong> No inflated MRPs; our discounts are real and shown against the price we actually sold at.</li>
<li><strong>Easy to return.</strong> Seven days, no questions, free pickup in most cities.</li>
</ul>
<h3>Where we deliver</h3>
<p>We ship to 50+ cities across India with cash on delivery, and delivery is free on every order above ₹999.</p>`,
  },
  {
    slug: 'privacy',
    title: 'Privacy Policy',
    html: `<p>This policy explains what personal information Jhola &amp; Co. collects when you shop with us, why we collect it and how we protect it. It is written to meet the Digital Personal Data Protection Act, 2023.</p>
<h2>1. What we collect</h2>
<ul>
<li>Your name, email address, phone number and delivery address when you place an order.</li>
<li>The messages you send us through the contact form.</li>
<li>Basic technical data such as your browser type, used only to keep the site working.</li>
</ul>
<h2>2. How we use it</h2>
<ol>
<li>To deliver your order and collect cash on delivery.</li>
<li>To send order confirmations and delivery updates.</li>
<li>To answer your questions and handle returns.</li>
</ol>
<p>We never sell your data. We share your address and phone number only with our courier partners, and only to deliver your parcel.</p>
<h2>3. How long we keep it</h2>
<p>Order records are kept for eight years, as Indian tax law requires. Contact messages are deleted after two years.</p>
<h2>4. Your rights</h2>
<p>You may ask us to show, correct or erase your personal data at any time by writing to <a href="mailto:privacy@jholaandco.in">privacy@jholaandco.in</a>. We reply within 30 days.</p>
<h2>5. Cookies</h2>
<p>We use no advertising or tracking cookies. Your cart is stored in your own browser's local storage and never leaves your device until you order.</p>`,
  },
  {
    slug: 'terms',
    title: 'Terms & Conditions',
    html: `<p>By placing an order on this website you agree to these terms. Please read them before you buy.</p>
<h2>1. Orders and prices</h2>
<ul>
<li>All prices are in Indian rupees and include GST.</li>
<li>The price you pay is the price shown at checkout; our system, not the browser, computes the final total.</li>
<li>We may cancel an order if an item turns out to be out of stock; you will not be charged.</li>
</ul>
<h2>2. Delivery</h2>
<p>Orders are processed in 1-2 business days. Standard delivery takes 3-5 business days and express delivery 1-2. Delivery is free on orders above ₹999; below that, your city's delivery charge applies.</p>
<h2>3. Payment</h2>
<p>We currently accept cash on delivery only. Please keep the exact amount ready for the courier.</p>
<h2>4. Returns and refunds</h2>
<ol>
<li>You may return any unused item with its tags within 7 days of delivery.</li>
<li>We arrange a free pickup in most cities.</li>
<li>Refunds reach your bank account or UPI ID within 5-7 business days after the item reaches us.</li>
</ol>
<h2>5. Contact</h2>
<p>Questions about these terms? Write to <a href="mailto:hello@jholaandco.in">hello@jholaandco.in</a> or call us Monday to Saturday, 10 AM to 7 PM.</p>`,
  },
];
