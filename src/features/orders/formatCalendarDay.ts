let calendarDay: Intl.DateTimeFormat | undefined;

/** A calendar date (YYYY-MM-DD) as "Thu, 26 Nov", for delivery estimates. Only the tracking page needs it. */
export const formatCalendarDay = (ymd: string) =>
  (calendarDay ??= new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })).format(new Date(`${ymd}T00:00:00Z`));
