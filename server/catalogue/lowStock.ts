/**
 * A colour `pc` of a product `p` the shop shows whose stock is at or below the product's threshold (its own, else
 * the shop's: `param`). Stock is per colour (ADR 028), so a bag low in tan is low though black is plenty.
 */
export const lowColourSql = (param: string) =>
  `p.active AND pc.stock <= coalesce(p.low_stock_threshold, ${param}::int)`;

/** The low colours, joined: `FROM ${LOW_COLOURS} WHERE ${lowColourSql(...)}`. */
export const LOW_COLOURS = 'products p JOIN product_colors pc ON pc.product_id = p.id';

/** A product `p` with at least one low colour: the dashboard's figure, the desk's list and the digest count these. */
export const lowStockSql = (param: string) =>
  `EXISTS (SELECT 1 FROM product_colors pc WHERE pc.product_id = p.id AND ${lowColourSql(param)})`;
