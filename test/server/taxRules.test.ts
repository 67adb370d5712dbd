import { describe, expect, it } from 'vitest';
import { addBusinessDays, indianDate } from '../../server/delivery/businessDays';
import { rupeesInWords } from '../../server/tax/amountInWords';
import { invoiceTotals, taxItem } from '../../server/tax/gstSplit';
import { financialYear } from '../../server/tax/invoiceSerial';

describe('amount in words, Indian numbering', () => {
  it.each([
    [5999, 'Rupees Five Thousand Nine Hundred Ninety-Nine Only'],
    [1005, 'Rupees One Thousand Five Only'],
    [100000, 'Rupees One Lakh Only'],
    [1234567, 'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven Only'],
    [123456789, 'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only'],
  ])('%i', (rupees, words) => expect(rupeesInWords(rupees * 100)).toBe(words));

  it('names paise when there are any', () => expect(rupeesInWords(150)).toBe('Rupees One and Fifty Paise Only'));
});

describe('GST split of tax-inclusive prices', () => {
  const item = { description: 'Tote', hsnCode: '42022220', rate: 5, quantity: 1, grossRupees: 1299 };

  it('derives the taxable value and splits CGST/SGST within the state, to the paisa', () => {
    const taxed = taxItem(item, true);
    expect(taxed).toMatchObject({ taxablePaise: 123714, cgstPaise: 3093, sgstPaise: 3093, igstPaise: 0 });
    expect(taxed.taxablePaise + taxed.cgstPaise + taxed.sgstPaise).toBe(129900);
  });

  it('charges IGST across states, and totals always equal the prices paid', () => {
    for (let price = 1; price <= 3000; price += 7) {
      for (const rate of [5, 18]) {
        const lines = [
          taxItem({ ...item, rate, grossRupees: price }, false),
          taxItem({ ...item, rate, grossRupees: price * 3 }, true),
        ];
        const t = invoiceTotals(lines);
        expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise).toBe(price * 400);
        expect(Math.abs(t.cgstPaise - t.sgstPaise)).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('calendar', () => {
  it('counts business days, skipping Sundays and listed holidays', () => {
    // Sat 24 Jan 2026 + 2 business days: Mon 26 (Republic Day) is a holiday, so Tue 27.
    expect(addBusinessDays('2026-01-24', 1, new Set(['2026-01-26']))).toBe('2026-01-27');
    expect(addBusinessDays('2026-01-24', 2, new Set(['2026-01-26']))).toBe('2026-01-28');
    expect(addBusinessDays('2026-11-21', 1, new Set())).toBe('2026-11-23');
  });

  it("uses India's date and financial year (April to March)", () => {
    expect(indianDate(new Date('2026-03-31T18:29:59Z'))).toBe('2026-03-31');
    expect(indianDate(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26');
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-01-15T10:00:00Z'))).toBe('2026-27');
  });
});
