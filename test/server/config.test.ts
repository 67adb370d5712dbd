import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../server/config';

describe('server/config.ts', () => {
  it('keeps the documented defaults when nothing is set (an empty value counts as unset)', () => {
    const config = parseConfig({ PORT: '', VITEST: undefined });
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DB_RECOVERY_TIMEOUT_MS: 60_000,
      TRUST_PROXY: 0,
      KEEP_ALIVE_TIMEOUT_MS: 5_000,
      LOG_LEVEL: 'info',
      PG_POOL_SIZE: 10,
      PG_ORDER_POOL_SIZE: 10,
      MAIL_DIR: '.data/mail',
      SUPPLIER_GSTIN: '27AAAAA0000A1Z5',
      ADMIN_SESSION_IDLE_MINUTES: 30,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PG_PORT).toBeUndefined();
  });

  it('parses numbers and URLs into their types', () => {
    const config = parseConfig({ PORT: '8080', TRUST_PROXY: '2', PUBLIC_URL: 'https://jholaandco.in' });
    expect(config).toMatchObject({ PORT: 8080, TRUST_PROXY: 2, PUBLIC_URL: 'https://jholaandco.in' });
  });

  it('reads the shop UPI ID and a payment window in minutes, fractions allowed (docs/payments.md)', () => {
    const config = parseConfig({
      SHOP_UPI_ID: 'jholaandco@okhdfcbank',
      SHOP_UPI_NAME: 'Jhola & Co.',
      UPI_PAYMENT_WINDOW_MINUTES: '0.5',
    });
    expect(config).toMatchObject({
      SHOP_UPI_ID: 'jholaandco@okhdfcbank',
      SHOP_UPI_NAME: 'Jhola & Co.',
      UPI_PAYMENT_WINDOW_MINUTES: 0.5,
    });
    expect(parseConfig({}).UPI_PAYMENT_WINDOW_MINUTES).toBe(30);
    expect(parseConfig({}).SHOP_UPI_ID).toBeUndefined();
    const bad = () => parseConfig({ SHOP_UPI_ID: 'not a vpa', UPI_PAYMENT_WINDOW_MINUTES: '0' });
    expect(bad).toThrow('SHOP_UPI_ID="not a vpa": expected a UPI ID');
    expect(bad).toThrow('UPI_PAYMENT_WINDOW_MINUTES="0": expected a number above 0');
  });

  it('REVIEWS is on or off (default off); anything else stops the start naming it', () => {
    expect(parseConfig({}).REVIEWS).toBe('off');
    expect(parseConfig({ REVIEWS: 'on' }).REVIEWS).toBe('on');
    expect(() => parseConfig({ REVIEWS: 'yes' })).toThrow('REVIEWS="yes": expected one of on, off');
  });

  it('names every bad variable, its value and what it accepts', () => {
    const bad = { PORT: 'abc', PG_POOL_SIZE: '0', SMTP_URL: 'http://mail', LOG_LEVEL: 'loud' };
    expect(() => parseConfig(bad)).toThrow(ConfigError);
    const message = (() => {
      try {
        parseConfig(bad);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('PORT="abc": expected a whole number from 0 to 65535');
    expect(message).toContain('PG_POOL_SIZE="0": expected a whole number from 1 to');
    expect(message).toContain('SMTP_URL="http://mail": expected a URL starting with smtp:// or smtps://');
    expect(message).toContain('LOG_LEVEL="loud": expected one of fatal, error');
  });

  it("reads the owner's digest hour (IST, or off) and its recipient, by default the first operator's e-mail", () => {
    expect(parseConfig({ SHOP_ADMIN_EMAIL: ' meera@jholaandco.in ' })).toMatchObject({
      DIGEST_HOUR: 8,
      OWNER_DIGEST_EMAIL: 'meera@jholaandco.in',
    });
    expect(
      parseConfig({ DIGEST_HOUR: '0', OWNER_DIGEST_EMAIL: 'books@jholaandco.in', SHOP_ADMIN_EMAIL: 'x@y.in' }),
    ).toMatchObject({ DIGEST_HOUR: 0, OWNER_DIGEST_EMAIL: 'books@jholaandco.in' });
    expect(parseConfig({ DIGEST_HOUR: 'off' }).DIGEST_HOUR).toBeUndefined();
    expect(parseConfig({}).OWNER_DIGEST_EMAIL).toBeUndefined();
    const bad = () => parseConfig({ DIGEST_HOUR: '24', OWNER_DIGEST_EMAIL: 'meera' });
    expect(bad).toThrow('DIGEST_HOUR="24": expected an hour from 0 to 23 (IST), or off');
    expect(bad).toThrow('OWNER_DIGEST_EMAIL="meera": expected an e-mail address');
  });

  it('stops `npm start` before anything opens when DIGEST_HOUR=8am, naming the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, DIGEST_HOUR: '8am', PG_DATA_DIR: '/nonexistent/never-created' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('DIGEST_HOUR="8am": expected an hour from 0 to 23 (IST), or off');
  });

  it('stops `npm start` before anything opens when PORT=abc, naming the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'abc', PG_DATA_DIR: '/nonexistent/never-created' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT="abc": expected a whole number from 0 to 65535');
  });
});
