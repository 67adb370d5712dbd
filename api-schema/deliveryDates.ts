const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-24' → 'Tue, 24 Nov' (the server's dates are calendar dates in India; read them as UTC). */
export function deliveryDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/**
 * The delivery promise in words, the same wherever it is shown (product page, cart, checkout, success page,
 * the confirmation message, tracking): 'Thu, 3 Dec – Sat, 5 Dec'.
 */
export const deliveryRangeText = (range: { earliest: string; latest: string }) =>
  range.earliest === range.latest
    ? deliveryDay(range.latest)
    : `${deliveryDay(range.earliest)} – ${deliveryDay(range.latest)}`;
