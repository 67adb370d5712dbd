import * as z from 'zod/mini';
import { colourHex, MAX_COLOURS, MAX_STOCK, text } from './adminCatalogue';
import { ok } from './envelope';

export const MAX_SPECIFICATIONS = 20;
const SHOWN_ANYWAY = ['category', 'colors', 'colours'];

const sameIgnoringCase = (names: string[]) => new Set(names.map((n) => n.toLowerCase())).size !== names.length;

export const specification = z.strictObject({
  label: text('Specification name', 1, 60),
  value: text('Specification value', 1, 300),
});

/** A colour as the desk edits it: an existing one by its place (its photos stay with it), a new one without. */
export const colourEdit = z.strictObject({
  position: z.optional(
    z
      .number('Colour position must be a number')
      .check(z.int('Colour position must be a whole number'), z.gte(0, 'Colour position cannot be negative')),
  ),
  name: text('Colour name', 1, 40),
  hex: colourHex,
});

/**
 * PATCH /admin/products/{id}: any of the fields (left out: unchanged). `version` is what the desk read;
 * when the product changed since, the edit is refused (409) rather than undoing the other change.
 * `lowStockThreshold` null: the shop's default (LOW_STOCK_THRESHOLD). docs/decisions/023-product-editing.md.
 */
export const productEditInput = z
  .strictObject({
    version: z.optional(z.string('Version must be text').check(z.maxLength(64, 'Version is at most 64 characters'))),
    productName: z.optional(text('Product name', 3, 120)),
    description: z.optional(
      z
        .string('Description must be text')
        .check(z.maxLength(2000, 'Description must be at most 2000 characters'), z.trim()),
    ),
    specifications: z.optional(
      z
        .array(specification, 'Specifications must be a list')
        .check(z.maxLength(MAX_SPECIFICATIONS, `At most ${MAX_SPECIFICATIONS} specifications`)),
    ),
    categoryId: z.optional(text('Category', 1, 100)),
    colors: z.optional(
      z
        .array(colourEdit, 'Colours must be a list')
        .check(z.minLength(1, 'Keep at least one colour'), z.maxLength(MAX_COLOURS, `At most ${MAX_COLOURS} colours`)),
    ),
    lowStockThreshold: z.optional(
      z.nullable(
        z
          .number('Low-stock threshold must be a number')
          .check(
            z.int('Low-stock threshold must be a whole number'),
            z.gte(0, 'Low-stock threshold cannot be negative'),
            z.lte(MAX_STOCK, `Low-stock threshold must be at most ${MAX_STOCK.toLocaleString('en-IN')}`),
          ),
      ),
    ),
  })
  .check(
    // Orders match a colour by name whatever its case, so two names differing only in case would be one.
    z.refine((p) => !p.colors || !sameIgnoringCase(p.colors.map((c) => c.name)), {
      message: 'Each colour needs a name of its own',
      path: ['colors'],
    }),
    z.refine(
      (p) =>
        !p.colors ||
        new Set(p.colors.flatMap((c) => c.position ?? [])).size ===
          p.colors.filter((c) => c.position !== undefined).length,
      { message: 'A colour is listed twice', path: ['colors'] },
    ),
    // The product page adds these two rows itself, from the product's category and colours.
    z.refine((p) => !p.specifications?.some((s) => SHOWN_ANYWAY.includes(s.label.toLowerCase())), {
      message: 'Category and colours have their own fields; please name this specification differently',
      path: ['specifications'],
    }),
    z.refine((p) => !p.specifications || !sameIgnoringCase(p.specifications.map((s) => s.label)), {
      message: 'Each specification needs a name of its own',
      path: ['specifications'],
    }),
  );
export type ProductEditInput = z.input<typeof productEditInput>;

export const productDetails = z.object({
  id: z.string(),
  productName: z.string(),
  description: z.string(),
  specifications: z.array(z.object({ label: z.string(), value: z.string() })),
  categoryId: z.string(),
  categoryName: z.string(),
  colors: z.array(
    z.object({
      position: z.number(),
      name: z.string(),
      hex: z.string(),
      /** Photos of this colour: a colour with photos cannot be removed until they are. */
      photos: z.number(),
    }),
  ),
  /** Null: the shop's default, `shopLowStockThreshold`. */
  lowStockThreshold: z.nullable(z.number()),
  shopLowStockThreshold: z.number(),
  stock: z.number(),
  active: z.boolean(),
  /** Changes whenever an edited field changes; send it back with the edit. */
  version: z.string(),
});
export type ProductDetails = z.infer<typeof productDetails>;

export const productDetailsResponse = ok(z.object({ product: productDetails }));
/** After an edit: the product now, and whether anything changed (false: it already read so; nothing written). */
export const productEditResponse = ok(z.object({ product: productDetails, changed: z.boolean() }));
