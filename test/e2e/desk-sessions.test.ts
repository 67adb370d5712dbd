import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addOperator, SESSION_COOKIE, createSession } from '../../server/http/operator';
import { createPool } from '../../server/db/pool';
import { shopUrl, useBrowser } from './browser';
import { shootAtBothWidths } from './screenshots';

const { newPage } = useBrowser();

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const OPERATOR_EMAIL = `sessions-${Date.now()}@jholaandco.in`;
const OFFICE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/**
 * Three sessions of an operator of this test's own (ending "all others" must not end the sessions other test
 * files of the shared shop are using): two elsewhere, one for this browser, made as sign-in makes them. The
 * browser gets its cookie.
 */
async function signedInElsewhereToo(desk: Page) {
  const pool = createPool(inject('shopDatabaseUrl'), 1);
  try {
    await addOperator(pool, OPERATOR_EMAIL, 'sessions screen test password');
    const { rows } = await pool.query<{ id: string }>('SELECT id::text AS id FROM operators WHERE lower(email) = $1', [
      OPERATOR_EMAIL,
    ]);
    const operatorId = rows[0]!.id;
    await createSession(pool, operatorId, { userAgent: PHONE, client: '203.0.113.7' });
    await createSession(pool, operatorId, { userAgent: OFFICE, client: '198.51.100.20' });
    const userAgent = await desk.evaluate(() => navigator.userAgent);
    const { token } = await createSession(pool, operatorId, { userAgent, client: '127.0.0.1' });
    await desk
      .context()
      .addCookies([
        { name: SESSION_COOKIE, value: token, domain: new URL(shopUrl()).hostname, path: '/api/admin', httpOnly: true },
      ]);
  } finally {
    await pool.end();
  }
}

describe('the desk’s Sessions screen', () => {
  it('lists where the operator is signed in, this browser first, and ends the others', async () => {
    const desk = await newPage();
    await desk.goto('/');
    await signedInElsewhereToo(desk);
    await desk.goto('/admin/sessions');
    await desk.getByRole('heading', { name: 'Sessions' }).waitFor();
    const cards = desk.getByTestId('desk-session');
    await cards.nth(2).waitFor();
    await expect(cards.first().getByText('This browser').isVisible()).resolves.toBe(true);
    await expect(desk.getByText('Chrome on Android').first().isVisible()).resolves.toBe(true);
    await expect(desk.getByText('Firefox on Windows').first().isVisible()).resolves.toBe(true);
    await shootAtBothWidths(desk, 'desk-sessions');

    const before = await cards.count();
    const phone = cards.filter({ hasText: 'Chrome on Android' }).first();
    await phone.getByRole('button', { name: 'End session' }).click();
    await desk.getByText('One session ended.').waitFor();
    await expect.poll(() => cards.count()).toBe(before - 1);

    await desk.getByRole('button', { name: 'End all other sessions' }).click();
    await desk.getByText('You are not signed in anywhere else.').waitFor();
    await expect(cards.count()).resolves.toBe(1);
    await shootAtBothWidths(desk, 'desk-sessions-ended');
  });
});
