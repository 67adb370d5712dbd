/** A product the shop shows whose stock is at or below its threshold (its own, else the shop's: `param`). */
export const lowStockSql = (param: string) => `p.active AND p.stock <= coalesce(p.low_stock_threshold, ${param}::int)`;
