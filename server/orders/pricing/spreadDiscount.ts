/**
 * Splits an order's discount over its lines in proportion to their value, in whole rupees that add up exactly
 * (largest remainder), so each invoice line is taxed on its value after discount (docs/pricing.md).
 */
export function spreadDiscount(lineValues: readonly number[], discount: number): number[] {
  const total = lineValues.reduce((sum, value) => sum + value, 0);
  if (discount <= 0 || total <= 0) return lineValues.map(() => 0);
  const shares = lineValues.map((value) => Math.floor((value * discount) / total));
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = lineValues
    .map((value, index) => ({ index, remainder: (value * discount) % total }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
