/** Calendar dates as 'YYYY-MM-DD' strings; arithmetic in UTC so no local time zone shifts a day. */
export type IsoDate = string;

const DAY_MS = 86_400_000;

export const addDays = (date: IsoDate, days: number): IsoDate =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const isSunday = (date: IsoDate) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0;

/** Today's date in India (IST has no daylight saving: UTC+5:30 all year). */
export const indianDate = (now: Date): IsoDate => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** The date `count` business days after `start`; Sundays and the listed holidays are not business days. */
export function addBusinessDays(start: IsoDate, count: number, holidays: ReadonlySet<IsoDate>): IsoDate {
  let date = start;
  for (let left = count; left > 0;) {
    date = addDays(date, 1);
    if (!isSunday(date) && !holidays.has(date)) left--;
  }
  return date;
}
