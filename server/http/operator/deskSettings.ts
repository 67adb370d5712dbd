import { config, type Config } from '../../config';
import { DEFAULT_SESSION_SETTINGS, type SessionSettings } from './sessions';

export interface DeskSettings {
  /** SHOP_ADMIN_EMAIL / SHOP_ADMIN_PASSWORD: the first operator, created at start while none exists. */
  firstOperator?: { email: string; password: string };
  sessions: SessionSettings;
}

export function deskSettingsFromConfig(env: Config = config()): DeskSettings {
  const email = env.SHOP_ADMIN_EMAIL?.trim();
  const password = env.SHOP_ADMIN_PASSWORD;
  return {
    firstOperator: email && password ? { email, password } : undefined,
    sessions: { ...DEFAULT_SESSION_SETTINGS, idleMinutes: env.ADMIN_SESSION_IDLE_MINUTES },
  };
}
