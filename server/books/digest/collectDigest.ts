import { istMidnight } from '../../db/schedule/istHour';
import type { Pool } from '../../db/pool';
import type { LowStockProduct, OwnerDigestPayload } from '../../mail/ownerDigest';
import type { BooksSettings } from '../../http/operator';
import { LOW_COLOURS, lowColourSql } from '../../catalogue/lowStock';
import { dashboard } from '../dashboard';

/** How many low-stock products the e-mail names; the rest are "and N more" behind the desk's link. */
export const LOW_STOCK_LISTED = 15;

type Queryable = Pick<Pool, 'query'>;

/**
 * The digest's figures: the dashboard's own (admin/dashboard.ts) asked about the last moment of the day before
 * `day` for the takings, and about `now` for what waits, so the mail and the desk cannot disagree.
 */
export async function collectDigest(
  db: Queryable,
  settings: BooksSettings,
  day: string,
  now: Date,
): Promise<OwnerDigestPayload> {
  const endOfYesterday = new Date(istMidnight(day).getTime() - 1);
  const [past, current, lowStock] = await Promise.all([
    dashboard(db, settings, endOfYesterday),
    dashboard(db, settings, now),
    db.query<LowStockProduct>(
      // Stock is per colour (ADR 028): a product is low when a colour is; its line names those colours, lowest first,
      // with the lowest count.
      `SELECT p.id, p.product_name || ' (' || string_agg(pc.name, ', ' ORDER BY pc.stock, pc.position) || ')' AS name,
         min(pc.stock)::int AS stock, coalesce(p.low_stock_threshold, $1)::int AS threshold
       FROM ${LOW_COLOURS} WHERE ${lowColourSql('$1')}
       GROUP BY p.id ORDER BY min(pc.stock), p.product_name, p.id LIMIT ${LOW_STOCK_LISTED}`,
      [settings.lowStockThreshold],
    ),
  ]);
  return {
    day,
    at: now.toISOString(),
    yesterday: past.today,
    lastSevenDays: past.lastSevenDays,
    waiting: current.waiting,
    lowStockThreshold: settings.lowStockThreshold,
    codLateDays: settings.codLateDays,
    lowStock: lowStock.rows,
  };
}
