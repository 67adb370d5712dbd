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

// Built on first use: only the order and policy pages show dates.
let dateTime: Intl.DateTimeFormat | undefined;

/** A docs/product.md §9 date in the reader's time zone (the server's messages use India's: server/mail). */
export const formatDateTime = (iso: string) =>
  (dateTime ??= new Intl.DateTimeFormat('en-IN', DATE_TIME_FORMAT)).format(new Date(iso));
