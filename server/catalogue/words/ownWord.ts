/** A word's entry in a word table, never one inherited from Object ("constructor", "__proto__" are words too). */
export const ownWord = <T>(table: Readonly<Record<string, T>>, word: string): T | undefined =>
  Object.hasOwn(table, word) ? table[word] : undefined;
