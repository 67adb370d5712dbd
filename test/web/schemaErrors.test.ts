import { describe, expect, it } from 'vitest';
import { newProductInput, productStockPriceInput } from '../../api-schema/adminCatalogue';
import { schemaErrors } from '../../src/lib/useValidatedForm';

const number = (text: string) => (text.trim() === '' ? NaN : Number(text));

describe('schemaErrors: a form validate from an api-schema schema', () => {
  it('is empty for valid values, after turning the form text into what the schema checks', () => {
    const validate = schemaErrors(productStockPriceInput, (d: { newPrice: string; stock: string }) => ({
      newPrice: number(d.newPrice),
      oldPrice: null,
      colorStock: [{ colorName: 'Tan', stock: number(d.stock) }],
    }));
    expect(validate({ newPrice: '1200', stock: '4' })).toEqual({});
    expect(validate({ newPrice: '1200', stock: '-1' })).toEqual({ 'colorStock.0.stock': 'Stock cannot be negative' });
  });

  it("keys a nested message by its path (a colour's name)", () => {
    const validate = schemaErrors(newProductInput, (v: { colour: string }) => ({
      productName: 'Canvas tote',
      categoryId: 'totes',
      newPrice: 900,
      oldPrice: null,
      stock: 3,
      colors: [{ name: v.colour, hex: '#7a3e1d' }],
    }));
    expect(validate({ colour: 'Rust' })).toEqual({});
    expect(Object.keys(validate({ colour: '' }))).toEqual(['colors.0.name']);
  });
});
