import * as z from 'zod/mini';

/** The languages an order can be placed in (issue 44): its e-mails and invoice are written in it. */
export const ORDER_LANGUAGES = ['en', 'hi'] as const;
export type OrderLanguage = (typeof ORDER_LANGUAGES)[number];
export const orderLanguage = z.enum(ORDER_LANGUAGES, 'Language must be en (English) or hi (Hindi)');
