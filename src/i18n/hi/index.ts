import type { Message } from '../en';
import { commonHi } from './common';

/** The Hindi catalogue: one chunk, downloaded only when a shopper chooses Hindi. */
export const hi: Readonly<Record<Message, string>> = { ...commonHi };
