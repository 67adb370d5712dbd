import { Hono } from 'hono';
import {
  adminCategoryListResponse,
  adminCategoryResponse,
  categoryNameHiInput,
} from '../../api-schema/adminCategories';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../http/appDeps';
import { describe, failed, succeeded } from '../http/openapi/describe';
import {
  audit,
  CSRF_HEADER_DOC,
  DESK_SECURITY,
  DESK_TAGS,
  signedInRead,
  signedInWrite,
  type DeskEnv,
} from '../http/operator';
import { HttpError, ok } from '../http/respond';
import { validate } from '../http/validate';
import { deskCategories, deskCategory } from './categoryDesk';

const NOT_FOUND = 'Category not found';

/** The desk's Categories: each category's name for Hindi readers (issue 44). */
export function categoryDeskRoutes({ pool }: AppDeps) {
  return new Hono<DeskEnv>()
    .get(
      '/',
      describe({
        summary: 'The shop’s categories in display order, with their Hindi names and product counts',
        tags: DESK_TAGS,
        security: DESK_SECURITY,
        responses: { 200: succeeded('Every active category', adminCategoryListResponse), ...signedInRead },
      }),
      async (c) => ok(c, { categories: await deskCategories(pool) }),
    )
    .put(
      '/:id/hindi-name',
      describe({
        summary: 'Set or clear a category’s name for Hindi readers',
        description:
          'Safe to repeat: the same name again writes nothing (`changed: false`). Blank or null clears it (Hindi ' +
          'readers then see the English name). The Activity log keeps each change.',
        tags: DESK_TAGS,
        security: DESK_SECURITY,
        headers: CSRF_HEADER_DOC,
        pathIds: { id: 'The category id' },
        body: categoryNameHiInput,
        responses: {
          200: succeeded('The category as it is now', adminCategoryResponse),
          400: failed('A name over 60 characters, or not text'),
          404: failed(NOT_FOUND),
          ...signedInWrite,
        },
      }),
      validate('json', categoryNameHiInput),
      async (c) => {
        const id = c.req.param('id');
        const name = c.req.valid('json').categoryNameHi || null;
        const answer = await withTransaction(pool, async (db) => {
          const before = await deskCategory(db, id, true);
          if (!before) throw new HttpError(404, NOT_FOUND);
          if (before.categoryNameHi === name) return { category: before, changed: false };
          // The categories trigger tells every listing's cache (migration 020).
          await db.query('UPDATE categories SET category_name_hi = $2 WHERE id = $1', [id, name]);
          await audit(
            db,
            c.get('operator'),
            'category.hindi-name',
            `category ${before.categoryName}`,
            before.categoryNameHi,
            name,
          );
          return { category: (await deskCategory(db, id))!, changed: true };
        });
        return ok(c, answer);
      },
    );
}
