import * as z from 'zod/mini';
import { orderLanguage } from './orderLanguage';
import { productPhoto } from './photos';

/** docs/product.md §3 entities as the API returns them. Money is whole rupees. */
const rupees = z.number().check(z.int(), z.nonnegative());
const isoDate = z.string();

/** `categoryNameHi` (beyond the spec's shape): the name for Hindi readers, when the owner gave one. */
const categoryNameHi = z.optional(z.nullable(z.string()));
export const categoryRef = z.object({ _id: z.string(), categoryName: z.string(), categoryNameHi });

export const category = z.object({
  _id: z.string(),
  categoryName: z.string(),
  categoryNameHi,
  description: z.string(),
  categoryImage: z.string(),
});

export const productColor = z.object({
  colorName: z.string(),
  colorCode: z.string(),
  images: z.array(z.string()),
  /** Uploaded photos (their WebP URLs lead `images`); absent while the colour has only drawings. */
  photos: z.optional(z.array(productPhoto)),
  /** This colour has stock (ADR 028: stock is per colour); absent in answers older than the field. */
  inStock: z.optional(z.boolean()),
  /** This colour's units left when few (1 to LOW_STOCK_LEFT); absent otherwise. */
  stockLeft: z.optional(z.number().check(z.int())),
});

export const specification = z.object({ label: z.string(), value: z.string() });

// Loose: keys beside the spec's pass through unparsed (`rating`, typed below), so the shop's first-load code stays small.
export const product = z.looseObject({
  _id: z.string(),
  productName: z.string(),
  description: z.string(),
  returnPolicy: z.string(),
  newPrice: rupees,
  oldPrice: z.nullable(rupees),
  /** Some colour has stock (the colours' stock summed is above zero). */
  inStock: z.boolean(),
  /** Units left when few (1 to LOW_STOCK_LEFT), else null; absent in answers older than the field. */
  stockLeft: z.optional(z.nullable(z.number().check(z.int()))),
  /** Where the goods were made (a product page disclosure); absent in answers older than the field. */
  countryOfOrigin: z.optional(z.string()),
  category: categoryRef,
  colors: z.array(productColor),
  specifications: z.array(specification),
  createdAt: isoDate,
});

export const city = z.object({ _id: z.string(), name: z.string(), deliveryCharge: rupees });

export const contentPage = z.object({ title: z.string(), content: z.string(), updatedAt: z.nullable(isoDate) });

export const pagination = z.object({
  current: z.number().check(z.int()),
  pages: z.number().check(z.int()),
  total: z.number().check(z.int()),
});

export const orderLine = z.object({
  productId: z.object({ _id: z.string(), productName: z.string() }),
  color: z.string(),
  quantity: z.number().check(z.int()),
  price: rupees,
  oldPrice: z.nullable(rupees),
});

export const order = z.object({
  orderNumber: z.string(),
  createdAt: isoDate,
  orderStatus: z.string(),
  paymentMode: z.string(),
  shippingInfo: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    address1: z.string(),
    address2: z.string(),
    city: z.object({ _id: z.string(), name: z.string() }),
    state: z.string(),
    pincode: z.string(),
  }),
  products: z.array(orderLine),
  subtotal: rupees,
  deliveryCharge: rupees,
  totalAmount: rupees,
  invoicePdfUrl: z.optional(z.string()),
  /** UPI orders: the payment step's address in the shop (`/track-order?pay=<token>`), a signed link like the invoice's. */
  payPath: z.optional(z.string()),
  /** COD orders not yet confirmed by the shopper: "Confirm your order" (`/track-order?confirm=<token>`), signed. */
  confirmPath: z.optional(z.string()),
  /** COD orders: when the shopper confirmed by that link. */
  codConfirmedAt: z.optional(z.string()),
  /** The shopper's order notes for the shop, when they typed any (docs/product.md §3). */
  notes: z.optional(z.string()),
  /** The language the order was placed in, when not English (its e-mails and invoice follow it). */
  language: z.optional(orderLanguage),
});

export type CategoryRef = z.infer<typeof categoryRef>;
export type Category = z.infer<typeof category>;
export type ProductColor = z.infer<typeof productColor>;
type Known<T> = { [K in keyof T as string extends K ? never : K]: T[K] };
export type Product = Known<z.infer<typeof product>> & {
  /** Its approved reviews' average and count; only with REVIEWS=on (off: the page keeps the spec's demo line). */
  rating?: { average: number; count: number };
};
export type City = z.infer<typeof city>;
export type ContentPage = z.infer<typeof contentPage>;
export type Pagination = z.infer<typeof pagination>;
export type OrderLine = z.infer<typeof orderLine>;
export type Order = z.infer<typeof order>;
