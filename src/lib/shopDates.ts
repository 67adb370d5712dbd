import { deliveryRangeText } from '../../api-schema/deliveryDates';
import { formatShopDay } from '../../api-schema/format';
import { deliveryRangeTextHi, formatShopDayHi } from '../../api-schema/shopDatesHi';
import { currentLanguage } from '../i18n/language';

type Range = { earliest: string; latest: string };

/** The delivery promise in the reader's language: 'Thu, 3 Dec – Sat, 5 Dec' / 'गुरु, 3 दिस॰ – शनि, 5 दिस॰'. */
export const shownDeliveryRange = (range: Range) =>
  currentLanguage() === 'hi' ? deliveryRangeTextHi(range) : deliveryRangeText(range);

/** A calendar day in the reader's language: '28 Nov 2026' / '28 नव॰ 2026'. */
export const shownShopDay = (at: string) => (currentLanguage() === 'hi' ? formatShopDayHi(at) : formatShopDay(at));
