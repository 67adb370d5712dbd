import { createRequire } from 'node:module';
import { formatShopDay } from '../../api-schema/format';
import type { OrderLanguage } from '../../api-schema/orderLanguage';
import { formatShopDayHi } from '../../api-schema/shopDatesHi';

const require = createRequire(import.meta.url);
// PDF standard fonts have no ₹ (U+20B9); DejaVu Sans does, and pdfkit embeds only the glyphs used. A Hindi order's
// invoice needs Devanagari: Noto Sans Devanagari (OFL) has it, Latin and ₹ too, and fontkit shapes its conjuncts.
const FONTS: Record<OrderLanguage, { body: string; bold: string }> = {
  en: {
    body: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
    bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  },
  hi: {
    body: require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
  },
};

/** The invoice's headings and labels: English as GST wording requires it, Hindi beside it on a Hindi order's. */
export type InvoiceLabel =
  | 'TAX INVOICE'
  | 'CREDIT NOTE'
  | 'Original for recipient'
  | 'Invoice No.'
  | 'Credit note No.'
  | 'Date of issue'
  | 'Against invoice No.'
  | 'Invoice date'
  | 'Reason'
  | 'Order No.'
  | 'Place of supply'
  | 'Bill to (recipient, unregistered)'
  | 'Ship to (address of delivery)'
  | 'Description'
  | 'Qty'
  | 'Total'
  | 'Order summary'
  | 'Amount in words'
  | 'Authorised Signatory';

/** A label missing here, or one the invoice does not use, fails the typecheck. */
const HINDI: Record<InvoiceLabel, string> = {
  'TAX INVOICE': 'कर बिल',
  'CREDIT NOTE': 'क्रेडिट नोट',
  'Original for recipient': 'प्राप्तकर्ता के लिए मूल प्रति',
  'Invoice No.': 'बिल संख्या',
  'Credit note No.': 'क्रेडिट नोट संख्या',
  'Date of issue': 'जारी करने की तारीख़',
  'Against invoice No.': 'बिल संख्या के विरुद्ध',
  'Invoice date': 'बिल की तारीख़',
  Reason: 'कारण',
  'Order No.': 'ऑर्डर संख्या',
  'Place of supply': 'आपूर्ति का स्थान',
  'Bill to (recipient, unregistered)': 'बिल पाने वाला',
  'Ship to (address of delivery)': 'डिलीवरी का पता',
  Description: 'विवरण',
  Qty: 'मात्रा',
  Total: 'कुल',
  'Order summary': 'ऑर्डर सारांश',
  'Amount in words': 'राशि शब्दों में',
  'Authorised Signatory': 'अधिकृत हस्ताक्षरकर्ता',
};

export interface InvoiceWords {
  fonts: { body: string; bold: string };
  /** 'कर बिल / TAX INVOICE' on a Hindi order's invoice, the English alone otherwise. */
  say: (label: InvoiceLabel) => string;
  day: (at: Date) => string;
}

export const invoiceWords = (language: OrderLanguage = 'en'): InvoiceWords => ({
  fonts: FONTS[language],
  say: language === 'hi' ? (label) => `${HINDI[label]} / ${label}` : (label) => label,
  day: language === 'hi' ? formatShopDayHi : formatShopDay,
});
