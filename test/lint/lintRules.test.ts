import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Probe files, linted with the repo's own eslint.config.js: a throwaway server domain, and one file in each of
// two real server domains and two real SPA features that would close a circle between them.
const probe = join('server', `lintProbe${process.pid}`);
const circleProbes = {
  orders: join('server', 'orders', `lintProbe${process.pid}.ts`),
  payments: join('server', 'payments', `lintProbe${process.pid}.ts`),
  catalogue: join('src', 'features', 'catalogue', `lintProbe${process.pid}.ts`),
  cart: join('src', 'features', 'cart', `lintProbe${process.pid}.ts`),
  // The desk layout: a domain's desk screens (features/orders/desk) use the desk shell (features/desk), never back.
  ordersDesk: join('src', 'features', 'orders', 'desk', `lintProbe${process.pid}.ts`),
  deskShell: join('src', 'features', 'desk', `lintProbe${process.pid}.ts`),
};
// A desk component that writes its query key by hand and forgets what its query function reads.
const queryProbe = join('src', 'features', 'orders', 'desk', `LintProbe${process.pid}.tsx`);
// A shopper component with English written into it, one through the catalogue, and a desk one (the desk stays English).
const textProbes = {
  shopper: join('src', 'features', 'cart', `LintProbeTexts${process.pid}.tsx`),
  desk: join('src', 'features', 'cart', 'desk', `LintProbeTexts${process.pid}.tsx`),
};
const shopperComponent = [
  `import { useT } from '../../i18n/language';`,
  `export function Probe({ n }: { n: number }) {`,
  `  const t = useT();`,
  `  return (`,
  `    <section aria-label="Cart items" title={t('Home')}>`,
  `      Your cart`,
  `      <span aria-label={\`\${n} items\`}>{'Empty'}</span>`,
  `      <b>{t('Home')} {n} ₹</b>`,
  `    </section>`,
  `  );`,
  `}`,
  '',
].join('\n');
let results: ESLint.LintResult[];
// The lint's own config is plain JavaScript (no types to import): its circle check, typed here.
type AssertOneWay = (imports: Record<string, string[]>, what: string) => void;
let assertOneWay: AssertOneWay;

const messagesAt = (file: string) =>
  results.find((r) => r.filePath.endsWith(file))!.messages.map((m) => `${m.line}:${m.ruleId ?? ''} ${m.message}`);
// The boundary rules' findings only (a probe's own types are not the point).
const boundariesAt = (file: string) => messagesAt(file).filter((m) => m.includes(':import-x/'));
const rulesAt = (file: string) => messagesAt(join(probe, file)).map((m) => m.split(' ')[0]);

beforeAll(async () => {
  // @ts-expect-error -- the config is plain JavaScript without declarations; typed by the cast
  ({ assertOneWay } = (await import('../../eslint.boundaries.js')) as { assertOneWay: AssertOneWay });
  await mkdir(probe, { recursive: true });
  await writeFile(join(probe, 'a.ts'), `import { b } from './b';\nexport const a = (): unknown => b;\n`);
  await writeFile(join(probe, 'b.ts'), `import { a } from './a';\nexport const b = (): unknown => a;\n`);
  await writeFile(
    join(probe, 'reach.ts'),
    [
      `import { placeOrder } from '../orders/placeOrder';`,
      `import { findOrderByIdempotencyKey } from '../orderRecords/orders';`,
      `import { config } from '../config';`,
      `export const reach = [placeOrder, findOrderByIdempotencyKey, config];`,
      '',
    ].join('\n'),
  );
  await writeFile(
    join(probe, 'operator.ts'),
    [
      `import { audit } from '../http/operator/audit';`,
      `import { requireOperator } from '../http/operator';`,
      `export const desk = [audit, requireOperator];`,
      '',
    ].join('\n'),
  );
  // Each file imports the other domain's (feature's) shared file: allowed one way, so the other way must fail.
  const probes: [string, string][] = [
    [circleProbes.orders, `import { settleMoney } from '../payments/settleMoney';\nexport const o = settleMoney;\n`],
    [circleProbes.payments, `import { queueSql } from '../orders/orderQueues';\nexport const p = queueSql;\n`],
    [circleProbes.catalogue, `import { useCart } from '../cart/useCart';\nexport const c = useCart;\n`],
    [circleProbes.cart, `import { productKeys } from '../catalogue/productKeys';\nexport const k = productKeys;\n`],
    [circleProbes.ordersDesk, `import { deskKeys } from '../../desk/deskQueries';\nexport const d = deskKeys;\n`],
    [circleProbes.deskShell, `import { OrderLines } from '../orders/OrderLines';\nexport const o = OrderLines;\n`],
  ];
  for (const [file, text] of probes) await writeFile(file, text);
  await writeFile(
    queryProbe,
    [
      `import { useQuery } from '@tanstack/react-query';`,
      `import { fetchOrder } from './orderDeskApi';`,
      `export function Probe({ orderNumber }: { orderNumber: string }) {`,
      `  return useQuery({ queryKey: ['desk', 'order'], queryFn: () => fetchOrder(orderNumber) }).status;`,
      `}`,
      '',
    ].join('\n'),
  );
  await mkdir(join('src', 'features', 'cart', 'desk'), { recursive: true });
  await writeFile(textProbes.shopper, shopperComponent);
  await writeFile(textProbes.desk, shopperComponent.replace('../../i18n', '../../../i18n'));
  results = await new ESLint().lintFiles([
    probe,
    ...Object.values(circleProbes),
    queryProbe,
    ...Object.values(textProbes),
  ]);
}, 300_000);

afterAll(async () => {
  await rm(probe, { recursive: true, force: true });
  for (const file of [...Object.values(circleProbes), queryProbe, ...Object.values(textProbes)])
    await rm(file, { force: true });
  await rm(join('src', 'features', 'cart', 'desk'), { recursive: true, force: true }).catch(() => undefined);
});

describe('lint rules that hold', () => {
  it('import-x/no-cycle fails a two-file cycle', () => {
    expect(rulesAt('a.ts')).toContain('1:import-x/no-cycle');
    expect(rulesAt('b.ts')).toContain('1:import-x/no-cycle');
  });

  it("a server domain may import another domain's shared files, not its private ones", () => {
    expect(rulesAt('reach.ts')).toEqual(['1:import-x/no-restricted-paths']);
  });

  it('a circle between two server domains fails: the import against the one-way order is refused', () => {
    expect(boundariesAt(circleProbes.orders)).toEqual([]);
    expect(boundariesAt(circleProbes.payments)).toEqual([
      expect.stringMatching(/^1:import-x\/no-restricted-paths .*Server domains import one way.*payments may import/),
    ]);
  });

  it('a circle between two SPA features fails the same way', () => {
    expect(boundariesAt(circleProbes.catalogue)).toEqual([]);
    expect(boundariesAt(circleProbes.cart)).toEqual([
      expect.stringMatching(/^1:import-x\/no-restricted-paths .*Features import one way.*cart may import/),
    ]);
  });

  it("a domain's desk screens use the desk shell; the shell importing a domain is refused (no circle)", () => {
    expect(boundariesAt(circleProbes.ordersDesk)).toEqual([]);
    expect(boundariesAt(circleProbes.deskShell)).toEqual([
      expect.stringMatching(/^1:import-x\/no-restricted-paths .*Features import one way.*desk may import no other/),
    ]);
  });

  it("a component's query key comes from a key factory and names what its query reads (TanStack Query's lint)", () => {
    expect(messagesAt(queryProbe).filter((m) => !m.includes(':@typescript-eslint/'))).toEqual([
      expect.stringMatching(/^4:@tanstack\/query\/exhaustive-deps .*orderNumber/),
      expect.stringMatching(/^4:no-restricted-syntax .*key factory/),
    ]);
  });

  it('the allowed directions themselves may not go round a circle', () => {
    expect(() => assertOneWay({ orders: ['payments'], payments: ['tax'], tax: ['orders'] }, 'domains')).toThrow(
      'domains import in a circle: orders → payments → tax → orders',
    );
    expect(() => assertOneWay({ orders: ['payments', 'tax'], payments: ['tax'], tax: [] }, 'domains')).not.toThrow();
  });

  it('a shopper component may not write English: JSX text, a reading attribute, a string child; t() passes', () => {
    const texts = (file: string) =>
      messagesAt(file)
        .filter((m) => m.includes(':no-restricted-syntax'))
        .map((m) => m.split(' ')[0]);
    // The attribute on line 5, and the JSX text that starts right after that line's tag.
    expect(texts(textProbes.shopper)).toEqual([
      '5:no-restricted-syntax',
      '5:no-restricted-syntax',
      '7:no-restricted-syntax',
      '7:no-restricted-syntax',
    ]);
    expect(texts(textProbes.desk)).toEqual([]);
  });

  it('the operator desk is reached through its public entry only', () => {
    expect(rulesAt('operator.ts')).toEqual(['1:import-x/no-restricted-paths']);
  });
});
