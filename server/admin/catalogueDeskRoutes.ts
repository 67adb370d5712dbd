import { Hono } from 'hono';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  adminProductQuery,
  newProductInput,
  productStockPriceInput,
} from '../../api-schema/adminCatalogue';
import { applyCatalogueChange } from '../catalogue/catalogueChanges';
import type { AppDeps } from '../http/appDeps';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import { inTransaction } from './audit';
import { addProduct, listDeskProducts, updateStockAndPrice } from './catalogueDesk';
import type { DeskEnv } from './requireOperator';

/** The desk's catalogue: products with price and stock, and their edits (PUT: the same body twice is one change). */
export function catalogueDeskRoutes({ pool, cache }: AppDeps) {
  return (
    new Hono<DeskEnv>()
      .get('/', validate('query', adminProductQuery), async (c) => {
        const { q, page } = c.req.valid('query');
        return ok(c, await listDeskProducts(pool, q, page, ADMIN_PRODUCTS_PAGE_SIZE));
      })
      // Not idempotent by nature (a second identical call adds "name-2"); the desk's button is disabled while it runs.
      .post('/', validate('json', newProductInput), async (c) => {
        const product = await inTransaction(pool, (db) => addProduct(db, c.get('operator'), c.req.valid('json')));
        return ok(c, { product }, 201);
      })
      .put('/:id/stock-and-price', validate('json', productStockPriceInput), async (c) => {
        const id = c.req.param('id');
        const result = await inTransaction(pool, (db) =>
          updateStockAndPrice(db, c.get('operator'), id, c.req.valid('json')),
        );
        // This process drops its pages now; the others hear the trigger's NOTIFY.
        if (result.changed) applyCatalogueChange(cache, { product: id, listings: true });
        return ok(c, result);
      })
  );
}
