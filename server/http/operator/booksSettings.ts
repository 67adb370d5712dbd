import { config, type Config } from '../../config';

/** The owner's day (docs/desk.md): when stock counts as low, when a courier's COD remittance is late. */
export interface BooksSettings {
  /** LOW_STOCK_THRESHOLD: stock at or below it is low, for products without a threshold of their own. */
  lowStockThreshold: number;
  /** COD_REMITTANCE_LATE_DAYS: cash collected this many days ago and not yet remitted is late. */
  codLateDays: number;
}

export const booksSettingsFromConfig = (env: Config = config()): BooksSettings => ({
  lowStockThreshold: env.LOW_STOCK_THRESHOLD,
  codLateDays: env.COD_REMITTANCE_LATE_DAYS,
});
