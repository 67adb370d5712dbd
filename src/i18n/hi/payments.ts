import type { PartMessages } from '../en';
import type { paymentsMessages } from '../en/payments';

export const paymentsHi: Record<PartMessages<typeof paymentsMessages>, string> = {
  'Pay now with any UPI app': 'किसी भी UPI ऐप से अभी पेमेंट करें',
  'Loading the payment': 'पेमेंट लोड हो रहा है',
  'Payment link not found': 'पेमेंट लिंक नहीं मिला',
  'Please open the link from your order e-mail again, or find the order on the tracking page.':
    'कृपया अपने ऑर्डर ई-मेल से लिंक फिर से खोलें, या ट्रैकिंग पेज पर अपना ऑर्डर देखें।',
  'Pay for your order': 'अपने ऑर्डर का पेमेंट करें',
  'Payment: {state}': 'पेमेंट: {state}',
  'UPI QR code to pay {amount} to {payee}': '{payee} को {amount} पेमेंट करने के लिए UPI QR कोड',
  "Scan with any UPI app (Google Pay, PhonePe, Paytm, BHIM or your bank's) to pay {payee} · {vpa}":
    '{payee} को पेमेंट करने के लिए किसी भी UPI ऐप (Google Pay, PhonePe, Paytm, BHIM या अपने बैंक का ऐप) से स्कैन करें · {vpa}',
  'Pay with any UPI app': 'किसी भी UPI ऐप से पेमेंट करें',
  'Please pay by {date}: an unpaid order is cancelled then and its bags go back on the shelf.':
    'कृपया {date} तक पेमेंट करें: उसके बाद बिना पेमेंट वाला ऑर्डर रद्द हो जाता है और उसके बैग वापस स्टॉक में चले जाते हैं।',
  'Thank you: we have received your payment. We will now prepare your order.':
    'धन्यवाद: हमें आपका पेमेंट मिल गया है। अब हम आपका ऑर्डर तैयार करेंगे।',
  'This order was cancelled before it was paid, so nothing is due.':
    'यह ऑर्डर पेमेंट से पहले ही रद्द हो गया था, इसलिए कुछ भी देना बाकी नहीं है।',
  'Track this order': 'यह ऑर्डर ट्रैक करें',
  'Paid? UPI reference (UTR, 12 digits, optional)': 'पेमेंट कर दिया? UPI रेफ़रेंस (UTR, 12 अंक, वैकल्पिक)',
  'UTR sent': 'UTR भेज दिया',
  'Send UTR': 'UTR भेजें',
  'Thank you: we will confirm your payment shortly': 'धन्यवाद: हम जल्द ही आपके पेमेंट की पुष्टि करेंगे',
  'UPI ID for your refund': 'रिफ़ंड के लिए आपकी UPI ID',
  'UPI ID for your refund (so we can refund you quickly)': 'रिफ़ंड के लिए आपकी UPI ID (ताकि हम जल्दी रिफ़ंड कर सकें)',
  'We have not received your UPI payment yet. Pay now to keep your order.':
    'हमें अभी तक आपका UPI पेमेंट नहीं मिला है। अपना ऑर्डर बनाए रखने के लिए अभी पेमेंट करें।',
  'Pay now': 'अभी पेमेंट करें',
  'We have received {amount}.': 'हमें {amount} मिल गए हैं।',
  'A refund of {amount} is due. We will e-mail you when it is sent.':
    '{amount} का रिफ़ंड बाकी है। भेजते ही हम आपको ई-मेल करेंगे।',
  'A refund of {amount} is due to {vpa}. We will e-mail you when it is sent.':
    '{vpa} पर {amount} का रिफ़ंड बाकी है। भेजते ही हम आपको ई-मेल करेंगे।',
  'Refund of {amount} sent on {date} (UPI reference {reference}).':
    '{amount} का रिफ़ंड {date} को भेजा गया (UPI रेफ़रेंस {reference})।',
  'Refund of {amount} sent to {vpa} on {date} (UPI reference {reference}).':
    '{amount} का रिफ़ंड {date} को {vpa} पर भेजा गया (UPI रेफ़रेंस {reference})।',
  'Credit note (PDF)': 'क्रेडिट नोट (PDF)',
  'Awaiting payment': 'पेमेंट का इंतज़ार',
  Paid: 'पेमेंट हो गया',
  'Not paid (cancelled)': 'पेमेंट नहीं हुआ (रद्द)',
  'Refund due': 'रिफ़ंड बाकी',
  Refunded: 'रिफ़ंड हो गया',
  'Cash on delivery: pay when it arrives': 'कैश ऑन डिलीवरी: सामान आने पर पेमेंट करें',
  'Please enter a valid UPI ID, like name@bank': 'कृपया सही UPI ID डालें, जैसे name@bank',
  'Please enter the 12-digit UPI reference (UTR) shown in your payment app':
    'कृपया अपने पेमेंट ऐप में दिखा 12 अंकों का UPI रेफ़रेंस (UTR) डालें',
  'This UTR has already paid another order. Please check the 12 digits in your UPI app.':
    'इस UTR से किसी और ऑर्डर का पेमेंट हो चुका है। कृपया अपने UPI ऐप में 12 अंक जाँचें।',
  'This order is no longer awaiting payment, so there is nothing to pay.':
    'इस ऑर्डर का अब कोई पेमेंट बाकी नहीं है, इसलिए कुछ भी देना नहीं है।',
};
