import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmail, isPhone, isPin, RULE_PATTERNS } from '../../api-schema/rules';
import { lintOpenApi } from './openApiLint';
import { createTestShop, type TestShop } from './testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

// Two linters nobody here wrote, run on the document exactly as served (offline: nothing is fetched).
it('Spectral (spectral:oas) and Redocly (recommended) find no error and no warning in /api/openapi.json', async () => {
  const document = (await (await shop.app.request('/api/openapi.json')).json()) as object;
  const problems = await lintOpenApi(document);
  const counts = { errors: problems.filter((p) => p.severity === 'error').length, warnings: problems.length };
  console.info(`OpenAPI linters: ${counts.errors} errors, ${counts.warnings} problems in all`);
  expect(problems.map((p) => `${p.tool} ${p.severity} ${p.rule} at ${p.where}: ${p.message}`)).toEqual([]);
}, 60_000);

describe('the document carries the rules the server enforces', () => {
  it('PIN, email, phone, hex colour and calendar-day patterns are in the request schemas', async () => {
    const text = await (await shop.app.request('/api/openapi.json')).text();
    for (const pattern of [
      ...Object.values(RULE_PATTERNS),
      '^#[0-9a-fA-F]{6}$',
      '^\\d{4}-\\d{2}-\\d{2}$',
      '^[1-9][0-9]{5}$',
    ])
      expect(text, pattern).toContain(JSON.stringify(pattern));
  });

  it('each pattern accepts exactly what the server accepts', () => {
    const samples = [
      '411001',
      ' 411001 ',
      '011001',
      '41100',
      'abcdef',
      'a@b.in',
      ' asha@example.co.in ',
      'gPWO8FG',
      'a@b',
      '+91 98765 43210',
      '9876543210',
      '+919876543210123',
      '98765',
      '12345678901234567',
      '',
      '  ',
    ];
    for (const value of samples) {
      expect(new RegExp(RULE_PATTERNS.pin).test(value), `pin ${value}`).toBe(isPin(value));
      expect(new RegExp(RULE_PATTERNS.email).test(value), `email ${value}`).toBe(isEmail(value));
      expect(new RegExp(RULE_PATTERNS.phone).test(value), `phone ${value}`).toBe(isPhone(value));
      expect(new RegExp(RULE_PATTERNS.optionalPhone).test(value), `optional ${value}`).toBe(
        value.trim() === '' || isPhone(value),
      );
    }
  });
});
