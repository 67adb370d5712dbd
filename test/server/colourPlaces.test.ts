import { describe, expect, it } from 'vitest';
import { HttpError } from '../../server/http/respond';
import { placeColours } from '../../server/catalogue/productColours';

const current = [
  { position: 0, name: 'Tan', hex: '#a0522d' },
  { position: 1, name: 'Black', hex: '#111111' },
  { position: 3, name: 'Olive', hex: '#556b2f' },
];

describe('placing an edit’s colours (photos belong to a place)', () => {
  it('keeps places by position, so a swap of names keeps each photo set with its colour', () => {
    expect(
      placeColours(current, [
        { position: 1, name: 'Tan', hex: '#111111' },
        { position: 0, name: 'Black', hex: '#A0522D' },
      ]),
    ).toEqual([
      { position: 0, name: 'Black', hex: '#a0522d' },
      { position: 1, name: 'Tan', hex: '#111111' },
    ]);
  });

  it('puts new colours after the highest place, even one being removed', () => {
    expect(
      placeColours(current, [
        { position: 0, name: 'Tan', hex: '#a0522d' },
        { name: 'Rust', hex: '#b7410e' },
      ]),
    ).toEqual([
      { position: 0, name: 'Tan', hex: '#a0522d' },
      { position: 4, name: 'Rust', hex: '#b7410e' },
    ]);
  });

  it('a colour sent without a place but named like an unkept one takes its place (a repeat adds nothing twice)', () => {
    expect(
      placeColours(current, [
        { name: 'olive', hex: '#556b2f' },
        { position: 0, name: 'Tan', hex: '#a0522d' },
      ]),
    ).toEqual([
      { position: 0, name: 'Tan', hex: '#a0522d' },
      { position: 3, name: 'olive', hex: '#556b2f' },
    ]);
    // A name already kept by its own place is not taken twice: this one is new.
    expect(
      placeColours(current, [
        { position: 0, name: 'Tan', hex: '#a0522d' },
        { name: 'Tan 2', hex: '#a0522d' },
      ])[1],
    ).toEqual({ position: 4, name: 'Tan 2', hex: '#a0522d' });
  });

  it('refuses a place the product no longer has (409)', () => {
    const refused = (() => {
      try {
        placeColours(current, [{ position: 2, name: 'Ghost', hex: '#000000' }]);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(409);
  });
});
