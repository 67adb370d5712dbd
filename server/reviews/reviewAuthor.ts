/** How a review is signed: the buyer's first name and the initial of their last ("Priya S."), never the full name. */
export function reviewAuthor(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? 'A buyer';
  const last = words.length > 1 ? words.at(-1)! : '';
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}
