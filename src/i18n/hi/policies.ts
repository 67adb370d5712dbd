import type { PartMessages } from '../en';
import type { policiesMessages } from '../en/policies';

export const policiesHi: Record<PartMessages<typeof policiesMessages>, string> = {
  'Jhola & Co. respects your privacy. This policy explains what we collect when you shop with us, why we collect it and how we keep it safe.':
    'Jhola & Co. आपकी प्राइवेसी का सम्मान करता है। यह नीति बताती है कि आपके ख़रीदारी करते समय हम कौन-सी जानकारी लेते हैं, क्यों लेते हैं और उसे सुरक्षित कैसे रखते हैं।',
  'Information we collect': 'हम कौन-सी जानकारी लेते हैं',
  'Your name, email address, phone number and delivery address when you place an order.':
    'ऑर्डर करते समय आपका नाम, ईमेल पता, फ़ोन नंबर और डिलीवरी का पता।',
  'The details you send us through the contact form.': 'संपर्क फ़ॉर्म से आपके भेजे गए विवरण।',
  'Your cart, which is kept only in your own browser.': 'आपका कार्ट, जो सिर्फ़ आपके अपने ब्राउज़र में रहता है।',
  'How we use it': 'हम इसका इस्तेमाल कैसे करते हैं',
  'We use your details to deliver your order, to contact you about it and to answer your questions. We do not sell your information, and we share it only with the courier partners who deliver your parcel.':
    'आपके विवरण से हम आपका ऑर्डर पहुँचाते हैं, उसके बारे में आपसे संपर्क करते हैं और आपके सवालों के जवाब देते हैं। हम आपकी जानकारी बेचते नहीं हैं, और इसे सिर्फ़ उन कूरियर पार्टनर के साथ साझा करते हैं जो आपका पार्सल पहुँचाते हैं।',
  Payments: 'पेमेंट',
  'Orders are paid by cash on delivery, so we never see or store card or bank details.':
    'ऑर्डर का पेमेंट कैश ऑन डिलीवरी से होता है, इसलिए हम कभी कार्ड या बैंक के विवरण न देखते हैं, न रखते हैं।',
  'Your choices': 'आपके विकल्प',
  'You may ask us to correct or delete your details at any time. Write to {email} or call {phone}.':
    'आप कभी भी हमसे अपने विवरण ठीक करने या हटाने को कह सकते हैं। {email} पर लिखें या {phone} पर कॉल करें।',
  'By placing an order with Jhola & Co. you agree to these terms. Please read them before you buy.':
    'Jhola & Co. पर ऑर्डर करके आप इन शर्तों से सहमत होते हैं। कृपया ख़रीदने से पहले इन्हें पढ़ लें।',
  'Orders and prices': 'ऑर्डर और दाम',
  'All prices are in Indian rupees and include taxes. An order is confirmed once we email you its order number. We may cancel an order if an item is out of stock, and we will tell you if we do.':
    'सभी दाम भारतीय रुपये में हैं और इनमें टैक्स शामिल है। ऑर्डर तब पक्का होता है जब हम आपको उसका ऑर्डर नंबर ईमेल करते हैं। कोई आइटम स्टॉक में न हो तो हम ऑर्डर रद्द कर सकते हैं, और ऐसा होने पर आपको बताएँगे।',
  'We accept cash on delivery. Please keep the exact amount ready when your parcel arrives.':
    'हम कैश ऑन डिलीवरी लेते हैं। पार्सल आने पर कृपया सही रकम तैयार रखें।',
  Shipping: 'डिलीवरी',
  'Shipping is free on orders above ₹999. Orders are processed in 1-2 business days; standard delivery takes 3-5 business days and express delivery 1-2 business days.':
    '₹999 से ऊपर के ऑर्डर पर डिलीवरी मुफ़्त है। ऑर्डर 1-2 कामकाजी दिनों में तैयार होते हैं; स्टैंडर्ड डिलीवरी में 3-5 कामकाजी दिन और एक्सप्रेस डिलीवरी में 1-2 कामकाजी दिन लगते हैं।',
  'Returns and refunds': 'रिटर्न और रिफ़ंड',
  'You may return an unused bag in its original packaging within 7 days of delivery. Refunds are made within 5-7 business days of us receiving the return.':
    'बिना इस्तेमाल किया बैग उसकी असली पैकिंग में डिलीवरी के 7 दिन के अंदर रिटर्न किया जा सकता है। रिटर्न हमें मिलने के 5-7 कामकाजी दिनों में रिफ़ंड हो जाता है।',
  'Questions about these terms? Write to {email} or call {phone}.':
    'इन शर्तों के बारे में सवाल हैं? {email} पर लिखें या {phone} पर कॉल करें।',
};
