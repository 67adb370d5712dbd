const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MINUTE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** Whether 'YYYY-MM-DD' names a day the calendar has: 2026-02-28 does, 2026-02-30 and 2026-13-45 do not. */
export function isCalendarDay(text: string): boolean {
  const parts = DAY.exec(text);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Whether 'YYYY-MM-DDTHH:mm' is a real day and a real minute of it (00:00 to 23:59). */
export function isCalendarMinute(text: string): boolean {
  const parts = MINUTE.exec(text);
  return Boolean(parts && isCalendarDay(parts[1]!) && Number(parts[2]) < 24 && Number(parts[3]) < 60);
}
