import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Probe files in a throwaway server domain, linted with the repo's own eslint.config.js.
const probe = join('server', `lintProbe${process.pid}`);
let results: ESLint.LintResult[];

const rulesAt = (file: string) =>
  results.find((r) => r.filePath.endsWith(join(probe, file)))!.messages.map((m) => `${m.line}:${m.ruleId ?? ''}`);

beforeAll(async () => {
  await mkdir(probe, { recursive: true });
  await writeFile(join(probe, 'a.ts'), `import { b } from './b';\nexport const a = (): unknown => b;\n`);
  await writeFile(join(probe, 'b.ts'), `import { a } from './a';\nexport const b = (): unknown => a;\n`);
  await writeFile(
    join(probe, 'reach.ts'),
    [
      `import { placeOrder } from '../orders/placeOrder';`,
      `import { findOrderByIdempotencyKey } from '../orders/orders';`,
      `import { config } from '../config';`,
      `export const reach = [placeOrder, findOrderByIdempotencyKey, config];`,
      '',
    ].join('\n'),
  );
  results = await new ESLint().lintFiles([probe]);
}, 300_000);

afterAll(() => rm(probe, { recursive: true, force: true }));

describe('lint rules that hold', () => {
  it('import-x/no-cycle fails a two-file cycle', () => {
    expect(rulesAt('a.ts')).toContain('1:import-x/no-cycle');
    expect(rulesAt('b.ts')).toContain('1:import-x/no-cycle');
  });

  it("a server domain may import another domain's shared files, not its private ones", () => {
    expect(rulesAt('reach.ts')).toEqual(['1:import-x/no-restricted-paths']);
  });
});
