import type { Product } from './entities';

type Stocked = Pick<Product, 'inStock' | 'stockLeft' | 'colors'>;

/**
 * Whether a colour of a product can be bought (stock is per colour, docs/decisions/028-stock-per-colour.md).
 * An answer older than the colour's own field falls back to the product's; an unknown colour to the product's.
 */
export function colourInStock(product: Stocked, colorName: string | undefined): boolean {
  const colour = product.colors.find((c) => c.colorName === colorName);
  return colour?.inStock ?? product.inStock;
}

/** The colour's units left when few (1 to LOW_STOCK_LEFT), else undefined; the product's in an older answer. */
export function colourStockLeft(product: Stocked, colorName: string | undefined): number | undefined {
  const colour = product.colors.find((c) => c.colorName === colorName);
  if (colour && colour.inStock !== undefined) return colour.stockLeft;
  return product.stockLeft ?? undefined;
}

/** The toast when a sold-out colour is added or bought. */
export const colourSoldOutMessage = (colorName: string) => `${colorName} is sold out. Please choose another colour.`;
