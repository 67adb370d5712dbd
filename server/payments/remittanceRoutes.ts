import { Hono } from 'hono';
import { remittanceInput, remittanceResponse, remittancesResponse } from '../../api-schema/adminRemittances';
import {
  booksSettingsFromConfig,
  CSRF_HEADER_DOC,
  DESK_SECURITY,
  DESK_TAGS,
  signedInRead,
  signedInWrite,
  type DeskEnv,
} from '../http/operator';
import type { AppDeps } from '../http/appDeps';
import { describe, failed, succeeded } from '../http/openapi/describe';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import { recordRemittance } from './recordRemittance';
import { remittancesView } from './remittances';

const desk = { tags: DESK_TAGS, security: DESK_SECURITY };

/** /api/admin/remittances: the courier's cash-on-delivery remittances and the cash still out (docs/desk.md). */
export function remittanceRoutes({ pool, orderPool }: AppDeps) {
  return new Hono<DeskEnv>()
    .get(
      '/',
      describe({
        summary:
          'Recorded COD remittances (shortfalls flagged) and delivered COD orders not yet remitted (late flagged)',
        ...desk,
        responses: { 200: succeeded('The remittances view', remittancesResponse), ...signedInRead },
      }),
      async (c) => ok(c, await remittancesView(pool, booksSettingsFromConfig().codLateDays)),
    )
    .post(
      '/',
      describe({
        summary:
          "Record a courier's COD remittance: its orders (order numbers or AWBs, typed or as CSV) become remitted",
        description:
          'Safe to repeat: the same reference with the same details answers `changed: false` and writes nothing.',
        ...desk,
        headers: CSRF_HEADER_DOC,
        body: remittanceInput,
        responses: {
          200: succeeded('The remittance and whether anything changed', remittanceResponse),
          400: failed('A field is missing or an order/AWB is unknown, not COD or not delivered'),
          409: failed('The reference is recorded with other details, or an order is already remitted'),
          ...signedInWrite,
        },
      }),
      validate('json', remittanceInput),
      async (c) => ok(c, await recordRemittance(orderPool, c.get('operator'), c.req.valid('json'))),
    );
}
