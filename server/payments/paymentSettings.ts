import { config, type Config } from '../config';
import type { AppDeps } from '../http/appDeps';

/** UPI without a gateway (docs/payments.md). Without both SHOP_UPI_ID and SHOP_UPI_NAME checkout is COD only. */
/** `upi` with both set; windowMinutes: UPI_PAYMENT_WINDOW_MINUTES, after which an unpaid UPI order is cancelled. */
export type PaymentSettings = AppDeps['payments'];

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = { windowMinutes: 30 };

export const paymentSettingsFromConfig = (env: Config = config()): PaymentSettings => {
  const vpa = env.SHOP_UPI_ID;
  const name = env.SHOP_UPI_NAME;
  return {
    upi: vpa && name ? { vpa, name } : undefined,
    windowMinutes: env.UPI_PAYMENT_WINDOW_MINUTES,
    // The COD rules of docs/pricing.md (orders/pricing/codRules.ts has the same defaults).
    cod: {
      fee: env.COD_FEE,
      prepaidPercent: env.UPI_PREPAID_DISCOUNT_PERCENT,
      limit: env.COD_LIMIT,
      maxReturnedToOrigin: env.COD_MAX_RETURNED_TO_ORIGIN,
    },
  };
};
