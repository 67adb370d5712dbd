import { Hono } from 'hono';
import {
  ADMIN_CUSTOMERS_PAGE_SIZE,
  adminCustomerListResponse,
  adminCustomerQuery,
  type AdminCustomer,
} from '../../api-schema/adminCustomers';
import type { AppDeps } from '../http/appDeps';
import { describe, failed, succeeded } from '../http/openapi/describe';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import { DESK_SECURITY, DESK_TAGS, signedInRead, type DeskEnv } from '../http/operator';

// A shopper is their phone's last ten digits (+91 or spaces make no second customer).
const PHONE = `right(regexp_replace(o.phone, '\\D', '', 'g'), 10)`;

const CUSTOMERS = `SELECT ${PHONE} AS phone, (array_agg(o.name ORDER BY o.created_at DESC))[1] AS name,
    array_agg(DISTINCT lower(o.email)) AS emails, count(*)::int AS orders,
    coalesce(sum(o.total_amount) FILTER (WHERE o.order_status NOT IN ('cancelled', 'returned', 'returned_to_origin')), 0)::int
      AS value,
    to_json(max(o.created_at)) #>> '{}' AS "lastOrderAt",
    count(*) FILTER (WHERE o.order_status = 'cancelled')::int AS cancelled,
    count(*) FILTER (WHERE o.order_status = 'returned')::int AS returned,
    count(*) FILTER (WHERE o.order_status = 'returned_to_origin')::int AS "returnedToOrigin"
  FROM orders o`;

/**
 * /api/admin/customers: shoppers grouped by phone, with their orders, value, last order, cancellations, returns and
 * parcels returned to origin (the count the COD rules read, docs/pricing.md).
 */
export function customerRoutes({ pool }: AppDeps) {
  return new Hono<DeskEnv>().get(
    '/',
    describe({
      summary:
        'Customers grouped by phone: orders, value (net of cancellations and returns), last order, cancellations, parcels returned to origin',
      tags: DESK_TAGS,
      security: DESK_SECURITY,
      query: adminCustomerQuery,
      responses: {
        200: succeeded('A page of customers, latest order first', adminCustomerListResponse),
        400: failed('A bad page or search'),
        ...signedInRead,
      },
    }),
    validate('query', adminCustomerQuery),
    async (c) => {
      const { q, page } = c.req.valid('query');
      const size = ADMIN_CUSTOMERS_PAGE_SIZE;
      const params = q ? [`%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`] : [];
      const having = q
        ? `HAVING bool_or(o.name ILIKE $1 OR o.email ILIKE $1 OR regexp_replace(o.phone, '\\D', '', 'g') LIKE $1)`
        : '';
      const [rows, count] = await Promise.all([
        pool.query<AdminCustomer>(
          `${CUSTOMERS} GROUP BY 1 ${having} ORDER BY max(o.created_at) DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
          params,
        ),
        pool.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM (SELECT 1 FROM orders o GROUP BY ${PHONE} ${having}) AS c`,
          params,
        ),
      ]);
      const total = count.rows[0]!.total;
      return ok(c, { customers: rows.rows, pagination: { current: page, pages: Math.ceil(total / size), total } });
    },
  );
}
