import { describe, expect, it } from 'vitest';
import { moneyLine } from '../../server/mail/paymentMessageCopy';
import { hindiNote } from '../../server/mail/orderMessageCopyHi';
import { moneyLineHi } from '../../server/mail/paymentMessageCopyHi';
import { hi, knownHi } from '../../src/i18n/hi';

/** An e-mail that tells the shopper which button to tap names it as the payment page does, in each language. */
describe("the awaiting-payment e-mail's button name", () => {
  const awaiting = { kind: 'awaiting' as const, amount: 1299, dueBy: '2026-11-29T07:10:00.000Z' };

  it('is the payment page’s own label in English and in Hindi', () => {
    expect(moneyLine(awaiting, '')).toContain('"Pay with any UPI app"');
    expect(moneyLineHi(awaiting, '')).toContain(`"${hi['Pay with any UPI app']}"`);
  });
});

describe("the payment window's note on a cancelled order", () => {
  const note = 'Payment was not received within 30 minutes.';

  it('reads the same in Hindi in the e-mail and on the tracking page; a note a person wrote stays as written', () => {
    expect(hindiNote('shop', note)).toBe(`दुकान की ओर से नोट: ${knownHi(note)}`);
    expect(knownHi(note)).toBe('30 मिनट में पेमेंट नहीं मिला।');
    expect(hindiNote('shop', 'Out of stock in Rust, sorry')).toBe('दुकान की ओर से नोट: Out of stock in Rust, sorry');
  });
});
