/** Words the product generator combines into names and specifications, per category name. */
export interface Vocabulary {
  prefixes: string[];
  materials: string[];
  nouns: string[];
  closures: string[];
  /** [length, width, height] ranges in cm and a weight range in grams. */
  size: { l: [number, number]; w: [number, number]; h: [number, number]; grams: [number, number] };
  capacity: (litres: number) => string;
  useCase: string;
}

const litres = (l: number) => `${l} litres`;
const cards = (n: number) => `${Math.max(4, Math.round(n))} card slots`;

export const vocabulary: Record<string, Vocabulary> = {
  Handbags: {
    prefixes: ['Lucknow Chikan', 'Mysore', 'Heritage', 'Udaipur', 'Classic', 'Monsoon', 'Riviera', 'Bandra', 'Khan Market', 'Saffron'],
    materials: ['Leather', 'Vegan Leather', 'Croc-Embossed', 'Suede', 'Quilted'],
    nouns: ['Satchel', 'Shoulder Bag', 'Hobo Bag', 'Top-Handle Bag', 'Bucket Bag'],
    closures: ['Magnetic snap', 'Zip', 'Turn-lock clasp', 'Drawstring with snap'],
    size: { l: [26, 36], w: [10, 15], h: [20, 28], grams: [450, 900] },
    capacity: litres,
    useCase: 'fits a wallet, a phone, sunglasses, a small umbrella and a paperback',
  },
  Backpacks: {
    prefixes: ['Himalayan', 'Ladakh Trail', 'Campus', 'Metro', 'Coorg', 'Monsoon-Proof', 'Rishikesh', 'Commuter', 'Spiti', 'Urban'],
    materials: ['Canvas', 'Ripstop Nylon', 'Waxed Canvas', 'Recycled PET', 'Leather-Trim'],
    nouns: ['Backpack', 'Daypack', 'Rucksack', 'Roll-Top Backpack'],
    closures: ['Two-way zip', 'Roll-top with buckle', 'Drawstring and flap'],
    size: { l: [28, 34], w: [12, 20], h: [42, 52], grams: [550, 1100] },
    capacity: litres,
    useCase: 'takes a 15.6" laptop, a water bottle, a lunch box and a change of clothes',
  },
  Totes: {
    prefixes: ['Jaipur Block-Print', 'Kutch Mirror-Work', 'Kalamkari', 'Goa Beach', 'Bandhani', 'Ikat', 'Santiniketan', 'Sanganeri', 'Madhubani', 'Chennai Market'],
    materials: ['Cotton', 'Jute', 'Canvas', 'Khadi', 'Vegan Leather'],
    nouns: ['Tote', 'Shopper Tote', 'Carryall Tote'],
    closures: ['Open top', 'Zip', 'Magnetic snap'],
    size: { l: [36, 46], w: [10, 16], h: [32, 40], grams: [250, 600] },
    capacity: litres,
    useCase: 'carries a laptop, a water bottle and the weekly sabzi run without losing its shape',
  },
  'Sling Bags': {
    prefixes: ['Hampi', 'Pondicherry', 'Café', 'Festival', 'Kochi', 'Traveller', 'Weekend', 'Shillong'],
    materials: ['Leather', 'Vegan Leather', 'Canvas', 'Nylon', 'Embroidered Cotton'],
    nouns: ['Sling Bag', 'Crossbody Bag', 'Mini Sling', 'Camera Sling'],
    closures: ['Zip', 'Flap with magnetic snap', 'Press stud'],
    size: { l: [18, 26], w: [5, 9], h: [13, 19], grams: [180, 420] },
    capacity: litres,
    useCase: 'holds a phone, keys, cards, a lip balm and earphones',
  },
  Clutches: {
    prefixes: ['Zardozi', 'Sangeet', 'Mughal', 'Banarasi', 'Kundan', 'Gota Patti', 'Mehendi', 'Reception'],
    materials: ['Silk', 'Velvet', 'Brocade', 'Satin', 'Sequinned'],
    nouns: ['Clutch', 'Box Clutch', 'Envelope Clutch'],
    closures: ['Metal clasp', 'Magnetic flap', 'Zip'],
    size: { l: [20, 27], w: [4, 7], h: [11, 15], grams: [150, 380] },
    capacity: litres,
    useCase: 'fits a phone, a compact, a lipstick and a few notes',
  },
  'Laptop Bags': {
    prefixes: ['Bengaluru Tech', 'Hyderabad', 'Pune', 'Cyber City', 'Startup', 'Koramangala', 'Executive', 'Remote-Work'],
    materials: ['Ballistic Nylon', 'Leather', 'Canvas', 'Neoprene', 'Vegan Leather'],
    nouns: ['Laptop Sleeve', 'Messenger Bag', 'Laptop Backpack', 'Laptop Tote'],
    closures: ['Two-way zip', 'Flap with buckles', 'Magnetic flap'],
    size: { l: [36, 42], w: [4, 12], h: [26, 32], grams: [400, 1200] },
    capacity: litres,
    useCase: 'has a padded compartment for a 14"-16" laptop plus pockets for the charger and mouse',
  },
  'Travel Duffels': {
    prefixes: ['Rajdhani', 'Konkan', 'Weekender', 'Kashmir', 'Nilgiri', 'Road-Trip', 'Andaman', 'Cabin'],
    materials: ['Canvas', 'Leather', 'Polyester', 'Waxed Canvas', 'Jute-Blend'],
    nouns: ['Duffel', 'Weekender Bag', 'Holdall', 'Cabin Duffel'],
    closures: ['Heavy-duty zip', 'Lockable zip', 'Zip with flap'],
    size: { l: [48, 60], w: [24, 30], h: [26, 32], grams: [900, 1800] },
    capacity: litres,
    useCase: 'packs three days of clothes, a shoe pouch and a toiletry kit',
  },
  Wallets: {
    prefixes: ['Kanpur', 'Chennai', 'Classic', 'Slim', 'Heritage', 'Vintage', 'Minimal', 'Dharavi'],
    materials: ['Leather', 'Vegan Leather', 'Crazy-Horse Leather', 'Cork', 'Saffiano'],
    nouns: ['Bi-Fold Wallet', 'Card Holder', 'Zip-Around Purse', 'Coin Pouch'],
    closures: ['Bi-fold, open', 'Zip-around', 'Press stud'],
    size: { l: [10, 19], w: [1, 3], h: [8, 10], grams: [60, 180] },
    capacity: cards,
    useCase: 'holds cards, cash and a few coins in a shape that slips into any pocket',
  },
  "Kids' Bags": {
    prefixes: ['Jungle Safari', 'Little Explorer', 'Rainbow', 'Space Mission', 'Tiny Tiger', 'Doodle', 'Peacock', 'Cricket Club'],
    materials: ['Polyester', 'Canvas', 'Nylon', 'Cotton'],
    nouns: ['School Bag', 'Mini Backpack', 'Lunch Tote', 'Pencil Pouch'],
    closures: ['Zip', 'Velcro flap', 'Drawstring'],
    size: { l: [22, 30], w: [8, 14], h: [26, 36], grams: [200, 450] },
    capacity: litres,
    useCase: 'takes a tiffin, a bottle and a few notebooks, and weighs almost nothing',
  },
  'Office Bags': {
    prefixes: ['Nariman Point', 'Boardroom', 'Connaught', 'Corporate', 'Gurugram', 'BKC', 'Senior Partner', 'Chanakya'],
    materials: ['Leather', 'Vegan Leather', 'Saffiano', 'Nylon Twill'],
    nouns: ['Briefcase', 'Work Tote', 'Portfolio Bag', 'Document Bag'],
    closures: ['Combination lock', 'Zip', 'Flap with buckle'],
    size: { l: [38, 44], w: [8, 14], h: [28, 33], grams: [700, 1500] },
    capacity: litres,
    useCase: 'keeps a 15" laptop, files, a diary and a tiffin organised for the working day',
  },
  'Potli Bags': {
    prefixes: ['Shaadi', 'Diwali', 'Banarasi', 'Phulkari', 'Chanderi', 'Paithani', 'Karva Chauth', 'Teej'],
    materials: ['Silk', 'Brocade', 'Velvet', 'Raw Silk', 'Zari'],
    nouns: ['Potli', 'Potli Bag', 'Drawstring Potli'],
    closures: ['Drawstring', 'Drawstring with tassels'],
    size: { l: [16, 22], w: [6, 10], h: [18, 24], grams: [120, 300] },
    capacity: litres,
    useCase: 'carries a phone, keys, shagun envelopes and a lipstick',
  },
  'Gym Bags': {
    prefixes: ['Powerhouse', 'Yoga Studio', 'Marathon', 'Kabaddi', 'Crossfit', 'Morning Run', 'Arena', 'Court'],
    materials: ['Polyester', 'Nylon', 'Canvas', 'Ripstop'],
    nouns: ['Gym Duffel', 'Gym Backpack', 'Yoga Mat Bag', 'Sports Bag'],
    closures: ['Two-way zip', 'Drawstring', 'Zip with flap'],
    size: { l: [42, 56], w: [20, 28], h: [24, 30], grams: [500, 1000] },
    capacity: litres,
    useCase: 'has a ventilated shoe pocket, a wet pocket and room for a towel and a change',
  },
};
