import { DEFAULT_SESSION_SETTINGS, type SessionSettings } from './sessions';

export interface DeskSettings {
  /** SHOP_ADMIN_EMAIL / SHOP_ADMIN_PASSWORD: the first operator, created at start while none exists. */
  firstOperator?: { email: string; password: string };
  sessions: SessionSettings;
}

export function deskSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): DeskSettings {
  const email = env.SHOP_ADMIN_EMAIL?.trim();
  const password = env.SHOP_ADMIN_PASSWORD;
  const idle = Number(env.ADMIN_SESSION_IDLE_MINUTES);
  return {
    firstOperator: email && password ? { email, password } : undefined,
    sessions: { ...DEFAULT_SESSION_SETTINGS, ...(idle > 0 ? { idleMinutes: idle } : {}) },
  };
}
