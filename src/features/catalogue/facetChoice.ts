/** A multi-choice facet's values in the URL: comma-separated, in the order chosen. */
export const chosenValues = (list: string | undefined) => (list ? list.split(',') : []);

/** The list with `value` added or taken out; undefined when none is left (the param leaves the URL). */
export function toggledValue(list: string | undefined, value: string): string | undefined {
  const values = chosenValues(list);
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return next.join(',') || undefined;
}
