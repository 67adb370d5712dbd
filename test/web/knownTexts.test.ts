import { describe, expect, it } from 'vitest';
import { deliveryMessages } from '../../api-schema/delivery';
import { messages } from '../../api-schema/messages';
import { codMessages } from '../../server/delivery/codRules';
import { couponMessages } from '../../server/orders/pricing/couponVerdict';
import { knownHi } from '../../src/i18n/hi';

const DEVANAGARI = /[\u0900-\u097F]/;

/** The server's answers reach a Hindi reader through tKnown: each one, with its values filled in, must be found. */
describe('run-time texts in Hindi (knownTexts)', () => {
  it('finds a text as it is in the catalogue', () => {
    expect(knownHi(messages.nameRequired)).toBe('पूरा नाम ज़रूरी है');
  });

  it('finds the template a server answer was filled from and carries its values over', () => {
    expect(knownHi(couponMessages.short('WELCOME10', 320))).toBe('WELCOME10 इस्तेमाल करने के लिए ₹320 का सामान और जोड़ें');
    expect(knownHi(codMessages.overLimit(10_000))).toBe(
      'कैश ऑन डिलीवरी ₹10,000 तक के ऑर्डर पर उपलब्ध है। यह ऑर्डर करने के लिए कृपया UPI से पेमेंट करें।',
    );
    expect(knownHi(deliveryMessages.stateMismatch('411001', 'Maharashtra'))).toBe('पिन कोड 411001 Maharashtra में है');
  });

  it('knows every coupon and cash-on-delivery answer the checkout can show', () => {
    const day = new Date('2026-12-01T00:00:00Z');
    const answers = [
      couponMessages.unknown('NOPE1'),
      couponMessages.paused('DIWALI'),
      couponMessages.notStarted('DIWALI', day),
      couponMessages.expired('DIWALI', day),
      couponMessages.usedUp('DIWALI'),
      couponMessages.perPhone('DIWALI'),
      couponMessages.firstOrder('DIWALI'),
      couponMessages.short('DIWALI', 1),
      codMessages.overLimit(5_000),
      codMessages.notAtPin,
      codMessages.returnedToOrigin,
    ];
    for (const answer of answers) expect(knownHi(answer), answer).toMatch(DEVANAGARI);
  });

  it('leaves a text it does not know alone', () => {
    expect(knownHi('Road-Trip Full-Grain Leather Cabin Duffel')).toBeUndefined();
  });
});
