import * as z from 'zod/mini';
import { MAX_PRICE_FILTER } from './constants';
import { ok } from './envelope';
import { pagination } from './entities';

export const ADMIN_PRODUCTS_PAGE_SIZE = 25;
export const MAX_STOCK = 100_000;

const rupees = (name: string) =>
  z
    .number(`${name} must be a number`)
    .check(
      z.int(`${name} must be whole rupees`),
      z.gte(1, `${name} must be at least ₹1`),
      z.lte(MAX_PRICE_FILTER, `${name} must be at most ₹${MAX_PRICE_FILTER.toLocaleString('en-IN')}`),
    );

export const stockCount = z
  .number('Stock must be a number')
  .check(
    z.int('Stock must be a whole number'),
    z.gte(0, 'Stock cannot be negative'),
    z.lte(MAX_STOCK, `Stock must be at most ${MAX_STOCK.toLocaleString('en-IN')}`),
  );

/**
 * A product's price, old (struck-through) price, each colour's stock and whether the shop shows it. The old price, when given, must be above
 * the price: docs/product.md §5 shows a discount only then, and a "was" price below the price would mislead.
 */
export const productStockPriceInput = z
  .strictObject({
    newPrice: rupees('Price'),
    oldPrice: z.nullable(rupees('Old price')),
    /** Stock per colour (ADR 028), by colour name; a colour left out keeps its count. */
    colorStock: z._default(
      z.array(z.strictObject({ colorName: z.string('Colour is required'), stock: stockCount })),
      [],
    ),
    /** Shown in the shop (true) or hidden from shoppers (false); left out: unchanged. */
    active: z.optional(z.boolean('Active must be true or false')),
  })
  .check(
    z.refine((p) => p.oldPrice === null || p.oldPrice > p.newPrice, {
      message: 'Old price must be above the price (or left empty)',
      path: ['oldPrice'],
    }),
    z.refine((p) => new Set(p.colorStock.map((c) => c.colorName)).size === p.colorStock.length, {
      message: 'Each colour once',
      path: ['colorStock'],
    }),
  );
export type ProductStockPriceInput = z.infer<typeof productStockPriceInput>;

export const adminProductQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(100), z.trim())),
  /** Only products the shop shows whose stock is at or below their low-stock threshold (the dashboard's list). */
  lowStock: z.optional(z.enum(['true'], 'lowStock must be true')),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1, 'page must be at least 1')), 1),
});

export const adminProduct = z.object({
  id: z.string(),
  productName: z.string(),
  categoryName: z.string(),
  newPrice: z.number(),
  oldPrice: z.nullable(z.number()),
  /** The colours' stock summed (the shop's `inStock` is stock > 0). */
  stock: z.number(),
  /** False: hidden from the shop (the desk still lists it). */
  active: z.boolean(),
  colors: z.array(z.object({ name: z.string(), hex: z.string(), stock: z.number() })),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const adminProductListResponse = ok(z.object({ products: z.array(adminProduct), pagination }));
export const adminProductResponse = ok(z.object({ product: adminProduct }));

// Refines, not z.regex: zod rides in the shop's framework chunk, and its regex check would come along.
const HEX = /^#[0-9a-f]{6}$/i;
export const text = (label: string, min: number, max: number) =>
  z.string(`${label} is required`).check(
    // Length before trimming: the document's maxLength is of the text as sent.
    z.maxLength(max, `${label} must be at most ${max} characters`),
    z.trim(),
    z.minLength(min, min === 1 ? `${label} is required` : `${label} needs at least ${min} characters`),
  );

export const MAX_COLOURS = 8;

export const colourHex = z
  .string('Colour must be a hex code such as #7a3e1d')
  .check(z.refine((v) => HEX.test(v), 'Colour must be a hex code such as #7a3e1d'))
  .register(z.globalRegistry, { pattern: '^#[0-9a-fA-F]{6}$', examples: ['#7a3e1d'] });

/** A new product: its first price, stock (each colour's) and colours (each drawn in its colour until photos exist). */
export const newProductInput = z
  .strictObject({
    productName: text('Product name', 3, 120),
    categoryId: text('Category', 1, 100),
    description: z._default(
      z.string().check(z.maxLength(2000, 'Description must be at most 2000 characters'), z.trim()),
      '',
    ),
    newPrice: rupees('Price'),
    oldPrice: z.nullable(rupees('Old price')),
    /** Each colour's first stock (ADR 028). */
    stock: stockCount,
    colors: z
      .array(
        z.strictObject({
          name: text('Colour name', 1, 40),
          hex: colourHex,
        }),
      )
      .check(z.minLength(1, 'Add at least one colour'), z.maxLength(MAX_COLOURS, `At most ${MAX_COLOURS} colours`)),
  })
  .check(
    z.refine((p) => p.oldPrice === null || p.oldPrice > p.newPrice, {
      message: 'Old price must be above the price (or left empty)',
      path: ['oldPrice'],
    }),
    // The database keeps one colour per name (found by the contract test: a repeated name was a 500).
    z.refine((p) => new Set(p.colors.map((c) => c.name)).size === p.colors.length, {
      message: 'Each colour needs a name of its own',
      path: ['colors'],
    }),
  );
export type NewProductInput = z.input<typeof newProductInput>;

/** PUT …/stock-and-price: `changed` is false when the values were already these (nothing written). */
export const adminProductSaveResponse = ok(z.object({ product: adminProduct, changed: z.boolean() }));
