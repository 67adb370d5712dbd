import { booksSettingsFromConfig, type BooksSettings } from '../../http/operator';
import { config, type Config } from '../../config';

export interface DigestSettings {
  /** DIGEST_HOUR: the IST hour from which the day's digest is queued; undefined (off) when none is sent. */
  hour: number | undefined;
  /** OWNER_DIGEST_EMAIL (default SHOP_ADMIN_EMAIL); undefined when neither is set: no digest. */
  recipient: string | undefined;
  books: BooksSettings;
}

export const digestSettingsFromConfig = (env: Config = config()): DigestSettings => ({
  hour: env.DIGEST_HOUR,
  recipient: env.OWNER_DIGEST_EMAIL,
  books: booksSettingsFromConfig(env),
});
