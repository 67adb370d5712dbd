/**
 * ₹1,00,000 — Indian English, INR, no decimals (docs/product.md §9): the last three digits, then pairs.
 * Written out rather than Intl.NumberFormat: building that formatter is the page's first Intl
 * use and costs ~80 ms of a mid-range phone's main thread before the listing can render.
 * test/web/format.test.ts holds it to Intl's output. Shared by the SPA and the server's mail.
 */
export function formatINR(rupees: number) {
  const whole = Math.round(Math.abs(rupees)); // half away from zero, as Intl rounds
  const digits = String(whole);
  const lakhs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${rupees < 0 && whole > 0 ? '-' : ''}₹${lakhs ? `${lakhs},` : ''}${digits.slice(-3)}`;
}

/** docs/product.md §9 dates: Indian English, short month, day, year, hour and minute. */
export const DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** The shop's clock: what the server writes (e-mail, PDFs) reads in India's time, whatever the server's zone. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
let shopDateTime: Intl.DateTimeFormat | undefined;
let shopDay: Intl.DateTimeFormat | undefined;

/** '28 Nov 2026, 8:33 am' in India's time (docs/product.md §9). */
export const formatShopDateTime = (at: string | Date) =>
  (shopDateTime ??= new Intl.DateTimeFormat('en-IN', { ...DATE_TIME_FORMAT, timeZone: SHOP_TIME_ZONE })).format(
    new Date(at),
  );

/** '28 Nov 2026': an instant's India calendar day, or a calendar day given as 'YYYY-MM-DD'. */
export const formatShopDay = (at: string | Date) =>
  (shopDay ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  })).format(
    typeof at === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(at) ? new Date(`${at}T12:00:00+05:30`) : new Date(at),
  );
