import { Hono } from 'hono';
import { productDetailsResponse, productEditInput, productEditResponse } from '../../api-schema/adminProductEdit';
import { applyCatalogueChange } from './catalogueChanges';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../http/appDeps';
import { describe, failed, succeeded } from '../http/openapi/describe';
import { HttpError, ok } from '../http/respond';
import { validate } from '../http/validate';
import {
  booksSettingsFromConfig,
  CSRF_HEADER_DOC,
  DESK_SECURITY,
  DESK_TAGS,
  signedInRead,
  signedInWrite,
  type DeskEnv,
} from '../http/operator';
import { editProduct, PRODUCT_NOT_FOUND } from './productEdit';
import { readProductDetails } from './productDetails';
import { refreshSearchWordsAfter } from './searchWordsRefresh';

const common = { tags: DESK_TAGS, security: DESK_SECURITY, pathIds: { id: 'The product id' } };
const shopThreshold = () => booksSettingsFromConfig().lowStockThreshold;

/** One product's name, description, specifications, category, colours and low-stock threshold: read and edit. */
export function productEditRoutes({ pool, cache }: AppDeps) {
  return new Hono<DeskEnv>()
    .get(
      '/:id',
      describe({
        ...common,
        summary: 'A product as its edit page shows it (with each colour’s photo count and the version to send back)',
        responses: {
          200: succeeded('The product', productDetailsResponse),
          404: failed(PRODUCT_NOT_FOUND),
          ...signedInRead,
        },
      }),
      async (c) => {
        const read = await readProductDetails(pool, c.req.param('id'), shopThreshold());
        if (!read) throw new HttpError(404, PRODUCT_NOT_FOUND);
        return ok(c, { product: read.product });
      },
    )
    .patch(
      '/:id',
      describe({
        ...common,
        summary:
          'Edit a product’s name, description, specifications, category, colours or low-stock threshold (every API process shows it within a second)',
        description:
          'Fields left out stay as they are. Safe to repeat: an edit the product already reads as answers 200 with `changed: false` and writes nothing. ' +
          'Colours: send the whole list; a colour keeps its `position` (its photos stay with it), a new one has none and goes last, a colour left out is removed. ' +
          'Order lines keep the colour name they were ordered in. `lowStockThreshold: null` means the shop’s default.',
        headers: CSRF_HEADER_DOC,
        body: productEditInput,
        responses: {
          200: succeeded('The product now and whether anything changed', productEditResponse),
          400: failed(
            'A field breaks the rules (lengths, a repeated colour or specification name, an unknown category); `errors` names each',
          ),
          404: failed(PRODUCT_NOT_FOUND),
          409: failed(
            'Refused, nothing changed: the product changed since `version` was read, a colour to remove still has photos, or an edited colour was removed meanwhile',
          ),
          ...signedInWrite,
        },
      }),
      validate('json', productEditInput),
      async (c) => {
        const id = c.req.param('id');
        const { newWords, ...result } = await withTransaction(pool, (db) =>
          editProduct(db, c.get('operator'), id, c.req.valid('json'), shopThreshold()),
        );
        // This process drops its pages now; the others hear the triggers' NOTIFY.
        if (result.changed) applyCatalogueChange(cache, { product: id, listings: true });
        if (newWords) void refreshSearchWordsAfter(pool, id);
        return ok(c, result);
      },
    );
}
