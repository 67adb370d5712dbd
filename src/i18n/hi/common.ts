import type { PartMessages } from '../en';
import type { commonMessages } from '../en/common';

export const commonHi: Record<PartMessages<typeof commonMessages>, string> = {
  'Jhola & Co. home': 'Jhola & Co. होम',
  Home: 'होम',
  'All Products': 'सभी उत्पाद',
  About: 'हमारे बारे में',
  Contact: 'संपर्क',
  Favourites: 'पसंदीदा',
  'Search products': 'उत्पाद खोजें',
  'Close menu': 'मेन्यू बंद करें',
  'Open menu': 'मेन्यू खोलें',
  Main: 'मुख्य',
  'Shop contact': 'दुकान से संपर्क',
  'Call {phone}': 'कॉल करें {phone}',
  'Free shipping above ₹999': '₹999 से ऊपर मुफ़्त डिलीवरी',
};
