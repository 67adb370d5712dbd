const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const dateTime = new Intl.DateTimeFormat('en-IN', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', { month: 'long', day: 'numeric', year: 'numeric' });

/** ₹1,00,000 — Indian English, INR, no decimals (spec §9). */
export const formatINR = (rupees: number) => inr.format(rupees);

/** Spec §9 dates: Indian English, short month, day, year, hour and minute. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

export const formatDate = (iso: string) => dateOnly.format(new Date(iso));
