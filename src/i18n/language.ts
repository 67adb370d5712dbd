import { useSyncExternalStore } from 'react';
import { LANGUAGE_STORAGE_KEY } from '../lib/constants';
import { createStore } from '../lib/createStore';
import type { Message } from './en';

/** The shopper's languages: English is the product document's texts; Hindi is a choice (docs/i18n.md). */
export type Language = 'en' | 'hi';

const language = createStore<Language>('en');
/** The chosen catalogue's lookup (src/i18n/knownTexts.ts); none for English, whose texts are the messages. */
let known: ((text: string) => string | undefined) | undefined;

export const currentLanguage = language.get;

/** The text in the shopper's language; `{name}` placeholders take `values`. English is the message itself. */
export function t(message: Message, values?: Readonly<Record<string, string | number>>): string {
  const text = known?.(message) ?? message;
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : text;
}

/**
 * A text known only at run time (a server's or a validation rule's message): translated when the catalogue has it,
 * or has the template it was filled from (src/i18n/knownTexts.ts).
 */
export const tKnown = (text: string): string => known?.(text) ?? text;

/** For every component that renders texts: a language switch re-renders it. */
export function useT(): typeof t {
  useSyncExternalStore(language.subscribe, language.get, () => 'en');
  return t;
}

/** Shows the shop in `next`, its catalogue loaded: every component that uses useT() re-renders. */
export async function applyLanguage(next: Language) {
  known = next === 'hi' ? (await import('./hi')).knownHi : undefined;
  document.documentElement.lang = next === 'en' ? 'en-IN' : next; // index.html's own for English
  language.set(next);
}

/** Before the first render: a Hindi reader's catalogue loads; an English reader pays one storage read. */
export async function applySavedLanguage() {
  let saved: string | null;
  try {
    saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return;
  }
  if (saved === 'hi') await applyLanguage('hi').catch(() => undefined);
}
