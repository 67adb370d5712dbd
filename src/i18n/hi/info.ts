import type { PartMessages } from '../en';
import type { infoMessages } from '../en/info';

export const infoHi: Record<PartMessages<typeof infoMessages>, string> = {
  'About Jhola & Co.': 'Jhola & Co. के बारे में',
  'Handbags, backpacks and totes made for everyday India: sturdy, good-looking and honestly priced.':
    'रोज़मर्रा के भारत के लिए बने हैंडबैग, बैकपैक और टोट: मज़बूत, सुंदर और सही दाम पर।',
  'Our numbers': 'हमारे आँकड़े',
  'Our story': 'हमारी कहानी',
  'Our Values': 'हमारे मूल्य',
  'Quality Craft': 'उम्दा कारीगरी',
  'Every bag is stitched to carry daily loads for years, not months.':
    'हर बैग ऐसा सिला जाता है कि रोज़ का बोझ महीनों नहीं, सालों तक उठाए।',
  'Fair Prices': 'सही दाम',
  'Honest rupee prices with no hidden charges, and free shipping above ₹999.':
    'रुपये में ईमानदार दाम, कोई छिपा शुल्क नहीं, और ₹999 से ऊपर मुफ़्त डिलीवरी।',
  'Thoughtful Materials': 'सोच-समझकर चुना मटीरियल',
  'We choose durable fabrics and leathers and waste as little as we can.':
    'हम टिकाऊ कपड़े और लेदर चुनते हैं और जितना हो सके कम बर्बादी करते हैं।',
  'Customer First': 'ग्राहक सबसे पहले',
  'Easy 7-day returns and a team that answers when you call.':
    '7 दिन में आसान रिटर्न, और एक टीम जो कॉल करने पर जवाब देती है।',
  'Get in Touch': 'संपर्क करें',
  'Questions about a bag or an order? We are here {hours}.': 'किसी बैग या ऑर्डर के बारे में सवाल है? हम यहाँ हैं: {hours}।',
  'Email {email}': 'ईमेल करें {email}',
  'Contact Information': 'संपर्क की जानकारी',
  Address: 'पता',
  Phone: 'फ़ोन',
  Email: 'ईमेल',
  'Business Hours': 'कामकाज का समय',
  "Map: the shop's address": 'नक्शा: दुकान का पता',
  'Frequently Asked Questions': 'अक्सर पूछे जाने वाले सवाल',
  'How long does delivery take?': 'डिलीवरी में कितना समय लगता है?',
  'Orders are processed in 1-2 business days. Standard delivery takes 3-5 business days; express takes 1-2.':
    'ऑर्डर 1-2 कामकाजी दिनों में तैयार होते हैं। स्टैंडर्ड डिलीवरी में 3-5 कामकाजी दिन लगते हैं; एक्सप्रेस में 1-2।',
  'Is shipping free?': 'क्या डिलीवरी मुफ़्त है?',
  'Yes, on every order above ₹999.': 'हाँ, ₹999 से ऊपर के हर ऑर्डर पर।',
  'What is your return policy?': 'आपकी रिटर्न नीति क्या है?',
  'Unused bags can be returned within 7 days of delivery. Refunds are made within 5-7 business days.':
    'बिना इस्तेमाल किए बैग डिलीवरी के 7 दिन के अंदर रिटर्न किए जा सकते हैं। रिफ़ंड 5-7 कामकाजी दिनों में होता है।',
  'How can I pay?': 'मैं पेमेंट कैसे करूँ?',
  'We accept cash on delivery. Online payment is coming soon.': 'हम कैश ऑन डिलीवरी लेते हैं। ऑनलाइन पेमेंट जल्द आ रहा है।',
  'Send us a Message': 'हमें संदेश भेजें',
  'Full Name': 'पूरा नाम',
  'Phone (optional)': 'फ़ोन (वैकल्पिक)',
  'Subject (optional)': 'विषय (वैकल्पिक)',
  Message: 'संदेश',
  'Send Message': 'संदेश भेजें',
  'Message sent successfully! We will get back to you soon.': 'संदेश भेज दिया गया! हम जल्द ही आपको जवाब देंगे।',
  'Failed to send message. Please try again.': 'संदेश नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  'Last updated: {date}': 'पिछला बदलाव: {date}',
  Recently: 'हाल ही में',
  'Grievance Officer': 'शिकायत अधिकारी',
  'Complaints about an order or this website go to our grievance officer, who acknowledges them within 48 hours and resolves them within one month.':
    'किसी ऑर्डर या इस वेबसाइट के बारे में शिकायतें हमारे शिकायत अधिकारी के पास जाती हैं, जो 48 घंटे के अंदर उनकी पावती देते हैं और एक महीने के अंदर उनका निपटारा करते हैं।',
  'Manufactured and packed by {party}': 'निर्माता और पैकर: {party}',
  'Country of origin': 'मूल देश',
  'Sold by': 'विक्रेता',
  'Loading page': 'पेज लोड हो रहा है',
  'Error Loading Page': 'पेज लोड नहीं हो सका',
  'Happy Customers': 'ख़ुश ग्राहक',
  Cities: 'शहर',
  Rating: 'रेटिंग',
};
