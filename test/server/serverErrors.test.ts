import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import type { Pool } from '../../server/db/pool';
import { createLogger } from '../../server/http/logger';

/** A pool whose every query fails, as when the database is down. */
const brokenPool = {
  query: () => Promise.reject(new Error('connection refused')),
  connect: () => Promise.reject(new Error('connection refused')),
} as unknown as Pool;

afterEach(() => vi.restoreAllMocks());

describe('a real server error', () => {
  it.each(['/api/products/public', '/api/categories/active', '/api/products/public/x'])(
    'answers 500 with the shopper message and logs it (%s)',
    async (path) => {
      const logged: string[] = [];
      const logger = createLogger(
        new Writable({ write: (chunk, _, done) => done(void logged.push(String(chunk))) }),
        'error',
      );
      const res = await createApp({ pool: brokenPool, logger }).request(path);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({
        success: false,
        message: 'Something went wrong on our side. Please try again.',
      });
      expect(logged.join('')).toContain('connection refused');
    },
  );

  it('still answers 400 for bad input without touching the database', async () => {
    const res = await createApp({ pool: brokenPool }).request('/api/products/public?page=-1');
    expect(res.status).toBe(400);
  });

  it('answers 413 for an oversized body', async () => {
    const res = await createApp({ pool: brokenPool }).request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(100_000) }),
    });
    expect(res.status).toBe(413);
  });
});

describe('request body type', () => {
  it('answers 415 for a body that is not declared as JSON', async () => {
    const res = await createApp({ pool: brokenPool }).request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{"name":"x"}',
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { success: boolean }).success).toBe(false);
  });
});
