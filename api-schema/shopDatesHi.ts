import { DATE_TIME_FORMAT, SHOP_TIME_ZONE } from './format';

/**
 * The shop's dates for a Hindi order's e-mails and invoice: the same fields as the English ones (format.ts,
 * deliveryDates.ts), in Intl's 'hi-IN' and India's time: '28 नव॰ 2026, 7:31 pm'. Built on first use.
 */
let dateTime: Intl.DateTimeFormat | undefined;
let day: Intl.DateTimeFormat | undefined;
let clock: Intl.DateTimeFormat | undefined;
let deliveryDay: Intl.DateTimeFormat | undefined;

export const formatShopDateTimeHi = (at: string | Date) =>
  (dateTime ??= new Intl.DateTimeFormat('hi-IN', { ...DATE_TIME_FORMAT, timeZone: SHOP_TIME_ZONE })).format(
    new Date(at),
  );

/** '28 नव॰ 2026': an instant's India calendar day, or a calendar day given as 'YYYY-MM-DD'. */
export const formatShopDayHi = (at: string | Date) =>
  (day ??= new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  })).format(
    typeof at === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(at) ? new Date(`${at}T12:00:00+05:30`) : new Date(at),
  );

/** '7:31 pm' in India's time. */
export const formatShopClockHi = (at: string | Date) =>
  (clock ??= new Intl.DateTimeFormat('hi-IN', { hour: 'numeric', minute: '2-digit', timeZone: SHOP_TIME_ZONE })).format(
    new Date(at),
  );

/** The delivery promise ('गुरु, 3 दिस॰ – शनि, 5 दिस॰'): calendar dates in India, read as UTC. */
export function deliveryRangeTextHi(range: { earliest: string; latest: string }) {
  const dayOf = (iso: string) =>
    (deliveryDay ??= new Intl.DateTimeFormat('hi-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    })).format(new Date(`${iso}T00:00:00Z`));
  return range.earliest === range.latest ? dayOf(range.latest) : `${dayOf(range.earliest)} – ${dayOf(range.latest)}`;
}
