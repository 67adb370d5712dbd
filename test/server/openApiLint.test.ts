import { afterAll, beforeAll, expect, it } from 'vitest';
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
