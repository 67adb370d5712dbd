const IST_OFFSET_MS = 330 * 60_000;

/** The latest hour:00 IST at or before `now`: a daily job older than this is due. */
export function dueSince(now: Date, hour: number): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const slot = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), hour) - IST_OFFSET_MS;
  return new Date(slot <= now.getTime() ? slot : slot - 86_400_000);
}

/** India's calendar day of a moment, YYYY-MM-DD. */
export const istDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The first moment of an India calendar day (YYYY-MM-DD). */
export const istMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);
