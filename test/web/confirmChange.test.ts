import { describe, expect, it } from 'vitest';
import { questionFor } from '../../src/features/orders/desk/confirmQuestions';

describe('the question before marking an order delivered', () => {
  it('speaks of collecting cash only when cash on delivery is still to collect', () => {
    expect(questionFor('delivered', 'cod_to_collect')).toBe(
      'The shopper is told it arrived, and cash on delivery counts as collected. This cannot be undone.',
    );
    for (const standing of ['paid', 'refund_due'] as const)
      expect(questionFor('delivered', standing)).toBe('The shopper is told it arrived. This cannot be undone.');
  });

  it('asks nothing before a change that can be taken back', () => {
    expect(questionFor('confirmed', 'paid')).toBeUndefined();
  });
});
