import { mkdir, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takingsWorking } from '../../api-schema/adminDashboard';
import { formatINR } from '../../api-schema/format';
import { createMailTransport } from '../../server/mail/transport';
import { drainOutbox } from '../../server/mail/worker';
import { renderOwnerDigest } from '../../server/mail/renderOwnerDigest';
import { scheduleDigest } from '../../server/books/digest/digestSchedule';
import { digestDay, queueOwnerDigest } from '../../server/books/digest/queueDigest';
import { createPool, type Pool } from '../../server/db/pool';
import { sleep, within } from './shopProcess';
import { startSmtpSink } from './smtpSink';
import { createTestShop, type TestShop } from './testShop';
import { DIGEST_SEEDS, digestRecipient, seedDigestShop, type DigestSeed } from './ownerDigestFixtures';

const PUBLIC_URL = 'https://shop.example.in';
const SHOTS = process.env.SCREENSHOT_DIR;
// 08:30 IST on 10 March: the digest for the 10th reports the 9th (India's calendar) and what waits now.
const NOW = new Date('2026-03-10T03:00:00Z');
const SETTINGS = { hour: 8, recipient: digestRecipient, books: { lowStockThreshold: 5, codLateDays: 7 } };
const DAY = 86_400_000;

let shop: TestShop;
let second: Pool;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let lowStockNames: string[];

beforeAll(async () => {
  shop = await createTestShop();
  second = createPool(shop.pool.options.connectionString!, 4);
  sink = await startSmtpSink();
  lowStockNames = await seedDigestShop(shop.pool, NOW);
});
afterAll(async () => {
  await sink.close();
  await second.end();
  await shop.close();
});

async function deliver() {
  const transport = createMailTransport({ smtpUrl: sink.url, dir: '' });
  try {
    const from = '"Jhola & Co." <orders@jholaandco.in>';
    return await drainOutbox({ pool: shop.pool, transport, from, publicUrl: PUBLIC_URL, log: () => {} });
  } finally {
    transport.close();
  }
}
const digestsQueued = async (day: string) =>
  (
    await shop.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox m JOIN owner_digests d ON d.outbox_id = m.id
       WHERE m.template = 'owner-digest' AND d.day = $1`,
      [day],
    )
  ).rows[0]!.n;
const digestMails = () => sink.received.filter((m) => m.subject.startsWith('Jhola & Co. — your day'));

/** India's calendar day of a moment, worked out here without the database or the server's helpers. */
const istDay = (iso: string) => new Date(new Date(iso).getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);

function expectedSpan(from: string, to: string) {
  const inSpan = (day: string) => day >= from && day <= to;
  const within = DIGEST_SEEDS.filter((s) => inSpan(istDay(s.at)));
  const sum = (list: DigestSeed[]) => list.reduce((total, s) => total + s.total, 0);
  const receivedUpi = sum(DIGEST_SEEDS.filter((s) => s.mode === 'upi' && s.receivedAt && inSpan(istDay(s.receivedAt))));
  const ordered = sum(within.filter((s) => s.status !== 'cancelled'));
  // No remittance or refund was recorded: COD cash with couriers and the refund due are not takings.
  const span = { ordered, receivedUpi, receivedCod: 0, received: receivedUpi, refunded: 0 };
  return { orders: within.length, net: receivedUpi, note: takingsWorking({ from, to, orders: 0, net: 0, ...span }) };
}

describe("the owner's daily digest", () => {
  it('is due from DIGEST_HOUR:00 IST to midnight, never for a day already over', () => {
    expect(digestDay(new Date('2026-03-10T02:29:59Z'), 8)).toBeUndefined(); // 07:59:59 IST
    expect(digestDay(new Date('2026-03-10T02:30:00Z'), 8)).toBe('2026-03-10'); // 08:00 IST
    expect(digestDay(new Date('2026-03-10T18:29:59Z'), 8)).toBe('2026-03-10'); // 23:59:59 IST
    expect(digestDay(new Date('2026-03-10T18:30:00Z'), 8)).toBeUndefined(); // 00:00 IST on the 11th
    expect(digestDay(new Date('2026-03-10T18:30:00Z'), 0)).toBe('2026-03-11');
  });

  it('arrives at the SMTP server with exactly the figures the database holds', async () => {
    expect(await queueOwnerDigest(shop.pool, SETTINGS, new Date('2026-03-10T02:00:00Z'))).toBeUndefined();
    expect(await queueOwnerDigest(shop.pool, SETTINGS, NOW)).toBe('2026-03-10');
    expect(await deliver()).toBe(1);
    const [mail] = digestMails();
    expect(mail!.to).toEqual([digestRecipient]);
    expect(mail!.subject).toBe('Jhola & Co. — your day, 10 Mar 2026');

    const yesterday = expectedSpan('2026-03-09', '2026-03-09');
    const week = expectedSpan('2026-03-03', '2026-03-09');
    // Around both midnights: the 8th's last second and the 10th's first are outside "yesterday".
    expect([yesterday.orders, yesterday.net, week.orders, week.net]).toEqual([4, 1_250, 9, 3_350]);
    expect(yesterday.note).toBe(
      '₹1,250 received: UPI ₹1,250 + COD remitted ₹0; ₹0 refunded; ₹3,900 ordered, not cancelled',
    );
    const codOut = DIGEST_SEEDS.filter((s) => s.mode === 'cod' && s.paidDaysAgo !== undefined);
    const late = codOut.filter((s) => s.paidDaysAgo! > 7);
    const line = (label: string, figure: string, url: string, note?: string) =>
      `- ${label}: ${figure}${note ? ` (${note})` : ''}\n  ${PUBLIC_URL}${url}`;
    const span = (label: string, s: typeof week, from: string) =>
      line(label, `${s.orders} orders, ${formatINR(s.net)} net`, `/admin/orders?from=${from}&to=2026-03-09`, s.note);
    const expected = [
      span('Yesterday, Monday, 9 March', yesterday, '2026-03-09'),
      span('Last 7 days, 3 Mar – 9 Mar', week, '2026-03-03'),
      '',
      'Waiting for you at 8:30 am:',
      line('To confirm', '3', '/admin/orders?queue=to_confirm'),
      line('To pack', '1', '/admin/orders?status=confirmed'),
      line('To ship', '1', '/admin/orders?status=packed'),
      line('Awaiting UPI payment', '1', '/admin/orders?queue=awaiting_payment', '₹2,400 to come'),
      line('Refunds due', '1', '/admin/orders?queue=refund_due'),
      line(
        'COD not remitted',
        String(codOut.length),
        '/admin/orders?queue=cod_unremitted',
        `${formatINR(codOut.reduce((sum, s) => sum + s.total, 0))} with couriers`,
      ),
      line('COD remittance late', String(late.length), '/admin/orders?queue=cod_late', 'collected over 7 days ago'),
      line('Returns requested', '1', '/admin/orders?status=return_requested'),
      line('Messages unanswered', '2', '/admin/messages'),
      '',
      'Low on stock: 3 products at or below their level:',
    ].join('\n');
    expect(mail!.text).toContain(expected);
    expect(mail!.text).toContain('COD not remitted: 3 (₹1,29,050 with couriers)');
    for (const [name, stock, threshold] of [
      [lowStockNames[0], 2, 5],
      [lowStockNames[1], 5, 5],
      [lowStockNames[2], 8, 10],
    ])
      expect(mail!.text).toContain(`- ${name}: ${stock} left (low at ${threshold})`);
    expect(mail!.text).not.toContain(`${lowStockNames[3]}:`);
    expect(mail!.text).toContain(`All of them: ${PUBLIC_URL}/admin/catalogue?lowStock=true`);
    // The HTML says the same, with the same links.
    for (const figure of ['4 orders, ₹1,250 net', '9 orders, ₹3,350 net', '₹1,29,050 with couriers'])
      expect(mail!.html).toContain(figure);
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/admin/orders?queue=cod_late"`);
    if (SHOTS) {
      await mkdir(SHOTS, { recursive: true });
      await writeFile(`${SHOTS}/owner-digest.eml`, mail!.raw);
      await writeFile(`${SHOTS}/owner-digest.html`, mail!.html);
    }
  });

  it('is queued once a day by two processes checking at once, and again by none after a restart', async () => {
    const at = new Date(NOW.getTime() + DAY);
    const logger = { info() {}, error() {} };
    const schedules = [shop.pool, second, shop.pool, second].map((pool) =>
      scheduleDigest({ pool, settings: SETTINGS, logger, firstCheckMs: 0, checkEveryMs: 40, now: () => at }),
    );
    try {
      await within(10_000, async () => (await digestsQueued('2026-03-11')) > 0, 'the digest queued');
      await sleep(500);
    } finally {
      for (const s of schedules) s.stop();
      await Promise.all(schedules.map((s) => s.idle()));
    }
    // Twenty calls racing on two pools, as after a restart of every process at once.
    const racing = await Promise.all(
      Array.from({ length: 20 }, (_, i) => queueOwnerDigest(i % 2 ? second : shop.pool, SETTINGS, at)),
    );
    expect(racing.filter(Boolean)).toEqual([]);
    expect(await digestsQueued('2026-03-11')).toBe(1);
    const before = digestMails().length;
    expect(await deliver()).toBe(1);
    expect(digestMails()).toHaveLength(before + 1);
    expect(digestMails().at(-1)!.subject).toBe('Jhola & Co. — your day, 11 Mar 2026');
  });

  it('keeps no day when the outbox refuses the message, so the next check queues it', async () => {
    const at = new Date(NOW.getTime() + 2 * DAY);
    const day = '2026-03-12';
    await shop.pool.query(`CREATE FUNCTION refuse_mail() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'outbox refuses'; END $$`);
    await shop.pool.query(
      'CREATE TRIGGER refuse BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION refuse_mail()',
    );
    try {
      await expect(queueOwnerDigest(shop.pool, SETTINGS, at)).rejects.toThrow('outbox refuses');
    } finally {
      await shop.pool.query('DROP TRIGGER refuse ON mail_outbox; DROP FUNCTION refuse_mail()');
    }
    expect((await shop.pool.query('SELECT 1 FROM owner_digests WHERE day = $1', [day])).rowCount).toBe(0);
    expect(await queueOwnerDigest(shop.pool, SETTINGS, at)).toBe(day);
    expect(await digestsQueued(day)).toBe(1);
  });
});

describe("the digest's wording at the edges", () => {
  const quiet = { orders: 0, ordered: 0, receivedUpi: 0, receivedCod: 0, received: 0, refunded: 0, net: 0 };
  const noneWaiting = {
    toConfirm: 0,
    toPack: 0,
    toShip: 0,
    awaitingPayment: 0,
    awaitingPaymentAmount: 0,
    refundsDue: 0,
    codUnremitted: 0,
    codUnremittedAmount: 0,
    codLate: 0,
    returnsRequested: 0,
    messagesOpen: 0,
  };
  const payload = (lowStock: number) => ({
    day: '2026-03-10',
    at: '2026-03-10T03:00:00Z',
    yesterday: { from: '2026-03-09', to: '2026-03-09', ...quiet },
    lastSevenDays: { from: '2026-03-03', to: '2026-03-09', ...quiet },
    waiting: { ...noneWaiting, lowStock },
    lowStockThreshold: 5,
    codLateDays: 7,
    lowStock: Array.from({ length: Math.min(lowStock, 15) }, (_, i) => ({
      id: `bag-${i}`,
      name: `Bag ${i}`,
      stock: 1,
      threshold: 5,
    })),
  });

  it('says when nothing waits and no stock is low, and counts a quiet day as 0 orders, ₹0', async () => {
    const { text, html } = await renderOwnerDigest(payload(0), PUBLIC_URL);
    expect(text).toContain('- Yesterday, Monday, 9 March: 0 orders, ₹0 net');
    expect(text).toContain('Waiting for you at 8:30 am:\nNothing waits for you:');
    expect(text).not.toContain('Low on stock');
    expect(html).toContain('Nothing waits for you:');
  });

  it('names 15 low-stock products and links the rest', async () => {
    const { text, html } = await renderOwnerDigest(payload(40), PUBLIC_URL);
    expect(text).toContain('Low on stock: 40 products at or below their level:');
    expect(text.match(/ left \(low at 5\)/g)).toHaveLength(15);
    expect(text).toContain(`and 25 more\nAll of them: ${PUBLIC_URL}/admin/catalogue?lowStock=true`);
    expect(html).toContain('See all (and 25 more)');
    const one = await renderOwnerDigest(payload(1), PUBLIC_URL);
    expect(one.text).toContain('Low on stock: 1 product at or below its level:');
  });
});
