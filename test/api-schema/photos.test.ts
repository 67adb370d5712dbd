import { describe, expect, it } from 'vitest';
import { product } from '../../api-schema/entities';
import { photoHashOf, photoSrcSet, photoUrl } from '../../api-schema/photos';

const HASH = '0123456789abcdef0123456789abcdef';

describe('photo URLs', () => {
  it('reads the hash back from any variant URL, and from nothing else', () => {
    expect(photoHashOf(photoUrl(HASH, 1280, 'webp'))).toBe(HASH);
    expect(photoHashOf(`/images/photos/${HASH}-320.avif`)).toBe(HASH);
    for (const other of [
      '/images/products/tote/leather/7a3e1d/front.svg',
      '/images/placeholder.svg',
      `/images/photos/${HASH}-500.webp`,
      `/images/photos/${HASH}-640.png`,
      `/images/photos/${HASH.toUpperCase()}-640.webp`,
      `https://elsewhere.example/images/photos/${HASH}-640.webp`,
    ])
      expect(photoHashOf(other), other).toBeUndefined();
  });

  it('names every width in a srcset', () => {
    expect(photoSrcSet(HASH, 'avif')).toBe(
      `/images/photos/${HASH}-320.avif 320w, /images/photos/${HASH}-640.avif 640w, /images/photos/${HASH}-1280.avif 1280w`,
    );
  });

  it('a product without `photos` (the spec’s shape) and one with them both validate', () => {
    const base = {
      _id: 'tote',
      productName: 'Tote',
      description: '',
      returnPolicy: '',
      newPrice: 999,
      oldPrice: null,
      inStock: true,
      category: { _id: 'totes', categoryName: 'Totes' },
      specifications: [],
      createdAt: '2026-11-22T00:00:00.000Z',
    };
    const drawn = {
      colorName: 'Tan',
      colorCode: '#a0522d',
      images: ['/images/products/tote/leather/a0522d/front.svg'],
    };
    const photo = { src: `/images/photos/${HASH}`, width: 1200, height: 1600 };
    expect(product.safeParse({ ...base, colors: [drawn] }).success).toBe(true);
    expect(product.safeParse({ ...base, colors: [{ ...drawn, photos: [photo] }] }).success).toBe(true);
    expect(product.safeParse({ ...base, colors: [{ ...drawn, photos: [{ src: 1 }] }] }).success).toBe(false);
  });
});
