import type { PartMessages } from '../en';
import type { cartMessages } from '../en/cart';

export const cartHi: Record<PartMessages<typeof cartMessages>, string> = {
  'Shopping Cart ({count})': 'शॉपिंग कार्ट ({count})',
  'Close cart': 'कार्ट बंद करें',
  'Your cart is empty': 'आपका कार्ट खाली है',
  'Add some products to get started!': 'शुरू करने के लिए कुछ उत्पाद जोड़ें!',
  'Browse Products': 'उत्पाद देखें',
  'Cart items': 'कार्ट का सामान',
  'Original price:': 'असली कीमत:',
  'Quantity of {name}': '{name} की मात्रा',
  Remove: 'हटाएँ',
  'You Save:': 'आपकी बचत:',
  'Total:': 'कुल:',
  'Proceed to Checkout': 'चेकआउट करें',
  'Continue Shopping': 'खरीदारी जारी रखें',
  '{name} added to cart': '{name} कार्ट में डाला गया',
  'Updated {name} quantity in cart': 'कार्ट में {name} की मात्रा बदली गई',
  'Only {limit} of {name}': '{name} सिर्फ़ {limit} बचे हैं',
  'You can order at most {limit} of {name}': '{name} ज़्यादा से ज़्यादा {limit} ही ऑर्डर कर सकते हैं',
  'Item removed from cart': 'सामान कार्ट से हटाया गया',
  'Cart cleared': 'कार्ट खाली किया गया',
};
