/**
 * ₹1,00,000 — Indian English, INR, no decimals (spec §9): the last three digits, then pairs.
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

// Built on first use (per time zone): only the order and policy pages and the mail show dates.
const dateTimes: Record<string, Intl.DateTimeFormat> = {};

/**
 * Spec §9 dates: Indian English, short month, day, year, hour and minute. The browser shows its
 * own time zone; the server's messages pass 'Asia/Kolkata'.
 */
export const formatDateTime = (iso: string, timeZone?: string) =>
  (dateTimes[timeZone ?? ''] ??= new Intl.DateTimeFormat('en-IN', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  })).format(new Date(iso));
