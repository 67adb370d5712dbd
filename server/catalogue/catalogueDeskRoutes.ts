import { Hono } from 'hono';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  adminProductListResponse,
  adminProductQuery,
  adminProductResponse,
  adminProductSaveResponse,
  newProductInput,
  productStockPriceInput,
} from '../../api-schema/adminCatalogue';
import { applyCatalogueChange } from './catalogueChanges';
import type { AppDeps } from '../http/appDeps';
import { describe, failed, succeeded } from '../http/openapi/describe';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import { withTransaction } from '../db/transaction';
import {
  booksSettingsFromConfig,
  CSRF_HEADER_DOC,
  DESK_SECURITY,
  DESK_TAGS,
  signedInRead,
  signedInWrite,
  type DeskEnv,
} from '../http/operator';
import { addProduct, listDeskProducts, updateStockAndPrice } from './catalogueDesk';

const common = { tags: DESK_TAGS, security: DESK_SECURITY };

/** The desk's catalogue: products with price and stock, and their edits (PUT: the same body twice is one change). */
export function catalogueDeskRoutes({ pool, cache }: AppDeps) {
  return new Hono<DeskEnv>()
    .get(
      '/',
      describe({
        ...common,
        summary: 'Products by name or id, 25 a page, with price, old price, stock and colours',
        query: adminProductQuery,
        responses: {
          200: succeeded('A page of products', adminProductListResponse),
          400: failed('The page is not a whole number ≥ 1'),
          ...signedInRead,
        },
      }),
      validate('query', adminProductQuery),
      async (c) => {
        const { q, page, lowStock } = c.req.valid('query');
        const lowStockAt = lowStock ? booksSettingsFromConfig().lowStockThreshold : undefined;
        return ok(c, await listDeskProducts(pool, q, page, ADMIN_PRODUCTS_PAGE_SIZE, lowStockAt));
      },
    )
    .post(
      '/',
      describe({
        ...common,
        summary: 'Add a product with its colours (drawn in each colour until photos exist)',
        description:
          'Not idempotent: the same body again adds a second product (id `name-2`); the desk disables its button while a call runs.',
        headers: CSRF_HEADER_DOC,
        body: newProductInput,
        responses: {
          201: succeeded('The new product', adminProductResponse),
          400: failed(
            'A field breaks the rules (price, old price above it, stock, colours, category); `errors` names each',
          ),
          ...signedInWrite,
        },
      }),
      validate('json', newProductInput),
      async (c) => {
        const product = await withTransaction(pool, (db) => addProduct(db, c.get('operator'), c.req.valid('json')));
        return ok(c, { product }, 201);
      },
    )
    .put(
      '/:id/stock-and-price',
      describe({
        ...common,
        summary:
          "Set a product's price, old price, each colour's stock and active flag (every API process shows it within a second)",
        description:
          "Stock is per colour (`colorStock`, by colour name; a colour left out keeps its count); the product's `stock` is their sum. Safe to repeat: the same values again answer 200 with `changed: false` and write nothing. `active: false` hides the product from shoppers (listings, search, its page answers 404, new orders refuse it); left out, the flag is unchanged.",
        headers: CSRF_HEADER_DOC,
        pathIds: { id: 'The product id' },
        body: productStockPriceInput,
        responses: {
          200: succeeded('The product and whether anything changed', adminProductSaveResponse),
          400: failed(
            'A value breaks the money rules (whole rupees ≥ 1, old price above the price, stock ≥ 0), names a colour the product lacks, or active is not a boolean',
          ),
          404: failed('Product not found'),
          ...signedInWrite,
        },
      }),
      validate('json', productStockPriceInput),
      async (c) => {
        const id = c.req.param('id');
        const result = await withTransaction(pool, (db) =>
          updateStockAndPrice(db, c.get('operator'), id, c.req.valid('json')),
        );
        // This process drops its pages now; the others hear the trigger's NOTIFY.
        if (result.changed) applyCatalogueChange(cache, { product: id, listings: true });
        return ok(c, result);
      },
    );
}
