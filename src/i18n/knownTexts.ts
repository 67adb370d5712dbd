type Catalogue = Readonly<Record<string, string>>;

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Looks up a text that arrives at run time (a server's answer, a rule's message) in a catalogue: the text itself,
 * or a `{name}` template it was filled from, the values carried over ('Add ₹320 more to use WELCOME10' is
 * 'Add {amount} more to use {code}'). Templates are compiled on the first miss. Undefined when none matches.
 */
export function knownTexts(catalogue: Catalogue): (text: string) => string | undefined {
  let templates: { pattern: RegExp; names: string[]; translated: string; fixed: number }[] | undefined;
  return (text) => {
    const exact = catalogue[text];
    if (exact !== undefined) return exact;
    templates ??= Object.entries(catalogue)
      .filter(([english]) => /\{\w+\}/.test(english))
      .map(([english, translated]) => {
        const names: string[] = [];
        const parts = english
          .split(/\{(\w+)\}/)
          .map((part, i) => (i % 2 ? (names.push(part), '(.+?)') : escapeForRegExp(part)));
        return {
          pattern: new RegExp(`^${parts.join('')}$`),
          names,
          translated,
          fixed: english.replace(/\{\w+\}/g, '').length,
        };
      })
      // The template with the most fixed words first: 'Order {n} is {state}' before 'Order {n}'.
      .sort((a, b) => b.fixed - a.fixed);
    for (const { pattern, names, translated } of templates) {
      const found = pattern.exec(text);
      if (found)
        return translated.replace(/\{(\w+)\}/g, (whole, name: string) => found[names.indexOf(name) + 1] ?? whole);
    }
    return undefined;
  };
}
