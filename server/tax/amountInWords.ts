const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]}-${ONES[unit]}` : TENS[Math.floor(n / 10)]!;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

// Indian numbering: crore (10^7), lakh (10^5), thousand, then hundreds.
const GROUPS: [number, string][] = [
  [10_000_000, 'Crore'],
  [100_000, 'Lakh'],
  [1_000, 'Thousand'],
];

function wholeInWords(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of GROUPS) {
    const count = Math.floor(rest / size);
    if (count) parts.push(`${size === 10_000_000 ? wholeInWords(count) : belowHundred(count)} ${name}`);
    rest %= size;
  }
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** "Rupees Five Thousand Nine Hundred Ninety-Nine Only" for 5999; paise are named when there are any. */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${wholeInWords(rupees)}${paiseWords} Only`;
}
