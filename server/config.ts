import { z } from 'zod';
import { UPI_ID_PATTERN } from '../api-schema/payment';

// Every environment variable the server reads, parsed once. README.md's configuration table lists each one.
// An empty value counts as unset (as `X || default` always did), so `PORT= npm start` keeps the default.
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

const text = () => z.preprocess(unsetIfEmpty, z.string().optional());
const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: `a whole number from ${min} to ${max}` })
      .int({ error: `a whole number from ${min} to ${max}` })
      .min(min, { error: `a whole number from ${min} to ${max}` })
      .max(max, { error: `a whole number from ${min} to ${max}` })
      .optional(),
  );
const port = () => wholeNumber(0, 65_535);
const url = (protocols: string[]) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
        error: `a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
      })
      .optional(),
  );
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(unsetIfEmpty, z.enum(values, { error: `one of ${values.join(', ')}` }).optional());
const matching = (pattern: RegExp, accepts: string) =>
  z.preprocess(unsetIfEmpty, z.string().regex(pattern, { error: accepts }).optional());

const positiveNumber = () =>
  z.preprocess(
    unsetIfEmpty,
    z.coerce.number({ error: 'a number above 0' }).positive({ error: 'a number above 0' }).optional(),
  );

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const configSchema = z
  .object({
    PORT: port(),
    HOST: text(),
    DATABASE_URL: text(),
    PG_DATA_DIR: text(),
    PG_PORT: port(),
    DB_RECOVERY_TIMEOUT_MS: wholeNumber(1),
    TRUST_PROXY: wholeNumber(0),
    KEEP_ALIVE_TIMEOUT_MS: wholeNumber(1),
    LOG_LEVEL: oneOf(LOG_LEVELS),
    VITEST: text(),
    PG_POOL_SIZE: wholeNumber(1, 1000),
    PG_ORDER_POOL_SIZE: wholeNumber(1, 1000),
    PUBLIC_URL: url(['http:', 'https:']),
    INVOICE_SIGNING_SECRET: text(),
    SUPPLIER_NAME: text(),
    SUPPLIER_ADDRESS: text(),
    SUPPLIER_GSTIN: matching(/^\d{2}[A-Z0-9]{13}$/, 'a 15-character GSTIN (two digits, then 13 capitals or digits)'),
    SUPPLIER_STATE: text(),
    SUPPLIER_STATE_CODE: matching(/^\d{2}$/, 'a two-digit state code'),
    GRIEVANCE_OFFICER_NAME: text(),
    GRIEVANCE_OFFICER_DESIGNATION: text(),
    GRIEVANCE_OFFICER_EMAIL: text(),
    GRIEVANCE_OFFICER_PHONE: text(),
    MANUFACTURER_NAME: text(),
    MANUFACTURER_ADDRESS: text(),
    SMTP_URL: url(['smtp:', 'smtps:']),
    MAIL_DIR: text(),
    MAIL_FROM: text(),
    SHOP_ADMIN_EMAIL: text(),
    SHOP_ADMIN_PASSWORD: text(),
    ADMIN_SESSION_IDLE_MINUTES: wholeNumber(1),
    RATE_LIMIT_ORDERS_PER_SHOPPER: wholeNumber(1),
    RATE_LIMIT_ORDERS_PER_ADDRESS: wholeNumber(1),
    RATE_LIMIT_CONTACT_PER_SHOPPER: wholeNumber(1),
    RATE_LIMIT_CONTACT_PER_ADDRESS: wholeNumber(1),
    RATE_LIMIT_TRACKING: wholeNumber(1),
    RATE_LIMIT_SIGN_IN: wholeNumber(1),
    BACKUP_DIR: text(),
    BACKUP_HOUR: matching(/^(off|1?\d|2[0-3])$/, 'an hour from 0 to 23 (IST), or off'),
    BACKUP_KEEP: wholeNumber(1),
    DIGEST_HOUR: matching(/^(off|1?\d|2[0-3])$/, 'an hour from 0 to 23 (IST), or off'),
    OWNER_DIGEST_EMAIL: matching(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an e-mail address such as owner@jholaandco.in'),
    SHOP_UPI_ID: matching(UPI_ID_PATTERN, 'a UPI ID such as jholaandco@okhdfcbank'),
    SHOP_UPI_NAME: z.preprocess(unsetIfEmpty, z.string().trim().max(50, { error: 'at most 50 characters' }).optional()),
    // Fractions allowed: the payment tests run with half a minute.
    UPI_PAYMENT_WINDOW_MINUTES: positiveNumber(),
    // COD economics (docs/pricing.md): the fee, UPI's prepaid discount, the COD ceiling, refusals tolerated.
    COD_FEE: wholeNumber(0, 1000),
    UPI_PREPAID_DISCOUNT_PERCENT: wholeNumber(0, 50),
    COD_LIMIT: wholeNumber(1),
    COD_MAX_RETURNED_TO_ORIGIN: wholeNumber(1, 100),
    LOW_STOCK_THRESHOLD: wholeNumber(0, 100_000),
    COD_REMITTANCE_LATE_DAYS: wholeNumber(1, 365),
    // Reviews from real buyers (docs/product.md "Reviews"): off keeps the spec's demo rating texts.
    REVIEWS: oneOf(['on', 'off']),
    // The footer's and About page's marketing claims: "off", or "figure label" pairs separated by |.
    SHOP_CLAIMS: z.preprocess(
      unsetIfEmpty,
      z
        .string()
        .refine((v) => v === 'off' || v.split('|').every((claim) => /^\S+\s+\S/.test(claim.trim())), {
          error: 'off, or "figure label" pairs separated by |',
        })
        .optional(),
    ),
  })
  .transform((env) => ({
    ...env,
    PORT: env.PORT ?? 3000,
    HOST: env.HOST ?? '127.0.0.1',
    DB_RECOVERY_TIMEOUT_MS: env.DB_RECOVERY_TIMEOUT_MS ?? 60_000,
    TRUST_PROXY: env.TRUST_PROXY ?? 0,
    KEEP_ALIVE_TIMEOUT_MS: env.KEEP_ALIVE_TIMEOUT_MS ?? 5_000,
    LOG_LEVEL: env.LOG_LEVEL ?? (env.VITEST ? 'silent' : 'info'),
    PG_POOL_SIZE: env.PG_POOL_SIZE ?? 10,
    PG_ORDER_POOL_SIZE: env.PG_ORDER_POOL_SIZE ?? 10,
    SUPPLIER_NAME: env.SUPPLIER_NAME ?? 'Jhola & Co. Demo Traders (fictitious)',
    SUPPLIER_ADDRESS: env.SUPPLIER_ADDRESS ?? '14 Demo Lane, Bandra West|Mumbai 400050, Maharashtra',
    SUPPLIER_GSTIN: env.SUPPLIER_GSTIN ?? '27AAAAA0000A1Z5',
    SUPPLIER_STATE: env.SUPPLIER_STATE ?? 'Maharashtra',
    SUPPLIER_STATE_CODE: env.SUPPLIER_STATE_CODE ?? '27',
    GRIEVANCE_OFFICER_NAME: env.GRIEVANCE_OFFICER_NAME ?? 'Asha Menon (demo)',
    GRIEVANCE_OFFICER_DESIGNATION: env.GRIEVANCE_OFFICER_DESIGNATION ?? 'Grievance Officer',
    GRIEVANCE_OFFICER_EMAIL: env.GRIEVANCE_OFFICER_EMAIL ?? 'grievance@jholaandco.in',
    GRIEVANCE_OFFICER_PHONE: env.GRIEVANCE_OFFICER_PHONE ?? '+91 98765 43210',
    MAIL_DIR: env.MAIL_DIR ?? '.data/mail',
    MAIL_FROM: env.MAIL_FROM ?? '"Jhola & Co." <orders@jholaandco.in>',
    ADMIN_SESSION_IDLE_MINUTES: env.ADMIN_SESSION_IDLE_MINUTES ?? 30,
    BACKUP_DIR: env.BACKUP_DIR ?? '.data/backups',
    // "off": the shop takes no daily backup itself (backups by cron, or a test's shop).
    BACKUP_HOUR: env.BACKUP_HOUR === 'off' ? undefined : Number(env.BACKUP_HOUR ?? 3),
    BACKUP_KEEP: env.BACKUP_KEEP ?? 14,
    // The owner's daily digest e-mail (docs/desk.md); "off", or no address at all, sends none.
    DIGEST_HOUR: env.DIGEST_HOUR === 'off' ? undefined : Number(env.DIGEST_HOUR ?? 8),
    OWNER_DIGEST_EMAIL: env.OWNER_DIGEST_EMAIL ?? (env.SHOP_ADMIN_EMAIL?.trim() || undefined),
    UPI_PAYMENT_WINDOW_MINUTES: env.UPI_PAYMENT_WINDOW_MINUTES ?? 30,
    COD_FEE: env.COD_FEE ?? 0,
    UPI_PREPAID_DISCOUNT_PERCENT: env.UPI_PREPAID_DISCOUNT_PERCENT ?? 0,
    COD_LIMIT: env.COD_LIMIT ?? 10_000,
    COD_MAX_RETURNED_TO_ORIGIN: env.COD_MAX_RETURNED_TO_ORIGIN ?? 2,
    LOW_STOCK_THRESHOLD: env.LOW_STOCK_THRESHOLD ?? 5,
    COD_REMITTANCE_LATE_DAYS: env.COD_REMITTANCE_LATE_DAYS ?? 7,
    REVIEWS: env.REVIEWS ?? 'off',
    SHOP_CLAIMS: env.SHOP_CLAIMS ?? '100K+ Happy Customers|500+ Products|50+ Cities|4.9 Rating',
  }));

export type Config = z.output<typeof configSchema>;

/** A bad environment variable: the message names each one and what it accepts. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment (process.env, or a test's own); throws ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `  ${name}=${JSON.stringify(env[name])}: expected ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration (README.md's table lists every variable):\n${lines.join('\n')}`);
}

let parsed: Config | undefined;

/** The process's configuration, parsed from process.env on first use. */
export const config = (): Config => (parsed ??= parseConfig(process.env));
