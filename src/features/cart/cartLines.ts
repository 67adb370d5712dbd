import { colourStockLeft } from '../../../api-schema/colourStock';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../../api-schema/constants';
import type { Product } from '../../../api-schema/entities';
// Type-only React import there, so the store stays React-free at runtime.
import { productImage } from '../../lib/productImage';

/** docs/product.md §3 cart line. */
export interface CartLine {
  id: string;
  productId: string;
  name: string;
  price: number;
  oldPrice: number | null;
  color: string;
  quantity: number;
  image: string;
  /** Units the shop had left when the line was added or last seen, when few (the product's `stockLeft`). */
  stockLeft?: number;
}

export const lineId = (productId: string, color: string) => `${productId}-${color}`;

/**
 * A line's quantity, whole and within QUANTITY_MIN–QUANTITY_MAX (the server rejects more than the max per line);
 * anything not a number becomes the minimum. Shared by the cart store and the product page's quantity box.
 */
export const clampQuantity = (quantity: number, max = QUANTITY_MAX) =>
  Number.isFinite(quantity) ? Math.min(max, Math.max(QUANTITY_MIN, Math.trunc(quantity))) : QUANTITY_MIN;

/** The most one line may order: QUANTITY_MAX, or fewer when only `stockLeft` units are left. */
export const quantityLimit = (stockLeft: number | null | undefined) =>
  Math.max(QUANTITY_MIN, Math.min(QUANTITY_MAX, stockLeft ?? QUANTITY_MAX));

export function lineFromProduct(product: Product, color: string, quantity: number): CartLine {
  // Stock is per colour (ADR 028): the line's limit is its colour's.
  const stockLeft = colourStockLeft(product, color);
  return {
    id: lineId(product._id, color),
    productId: product._id,
    name: product.productName,
    price: product.newPrice,
    oldPrice: product.oldPrice,
    color,
    quantity: clampQuantity(quantity, quantityLimit(stockLeft)),
    image: productImage(product, color),
    ...(stockLeft ? { stockLeft } : {}),
  };
}

/** Accepts only well-formed lines from storage; anything else is dropped. */
export function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    ['id', 'productId', 'name', 'color', 'image'].every((k) => typeof v[k] === 'string') &&
    typeof v.price === 'number' &&
    (v.oldPrice === null || typeof v.oldPrice === 'number') &&
    typeof v.quantity === 'number' &&
    (v.stockLeft === undefined || typeof v.stockLeft === 'number') &&
    Number.isInteger(v.quantity) &&
    v.quantity > 0
  );
}
