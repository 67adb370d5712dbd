import * as z from 'zod/mini';
import { ok } from './envelope';

export const CATEGORY_NAME_HI_MAX = 60;
export const CATEGORY_NAME_HI_TOO_LONG = `A Hindi name has at most ${CATEGORY_NAME_HI_MAX} characters`;

/** A category as the desk edits its Hindi name (the English name and the rest are the seed's or a migration's). */
export const adminCategory = z.object({
  id: z.string(),
  categoryName: z.string(),
  categoryNameHi: z.nullable(z.string()),
  products: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategory>;

/** Blank clears the Hindi name: Hindi readers then see the English one. */
export const categoryNameHiInput = z.object({
  categoryNameHi: z.nullable(z.string().check(z.trim(), z.maxLength(CATEGORY_NAME_HI_MAX, CATEGORY_NAME_HI_TOO_LONG))),
});

export const adminCategoryListResponse = ok(z.object({ categories: z.array(adminCategory) }));
export const adminCategoryResponse = ok(z.object({ category: adminCategory, changed: z.boolean() }));
