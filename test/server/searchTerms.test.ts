import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERMS, searchTerms } from '../../server/catalogue/searchTerms';

const words = (search: string) => searchTerms(search).map((t) => t.word);

describe('searchTerms', () => {
  it.each([
    ['bagpack', ['backpack']],
    ['Bakpak', ['backpack']],
    ['back pack', ['backpack']],
    ['hand bag', ['handbag']],
    ['ladies bag', ['women', 'handbag']],
    ["women's tote", ['women', 'tote']],
    ['gents wallet', ['men', 'wallet']],
    ["kids' school bag", ['kids', 'school', 'bag']],
    ['duffle', ['duffel']],
    ['wallet for men', ['wallet', 'men']],
    ['office ke liye bag', ['office', 'bag']],
    ['chamde ka wallet', ['leather', 'wallet']],
    ['bi-fold', ['bi', 'fold']],
    ['cross body', ['crossbody']],
  ])('%j → %j', (search, expected) => {
    expect(words(search)).toEqual(expected);
  });

  it('keeps stop words when nothing else is left, and at most six terms', () => {
    expect(words('for')).toEqual(['for']);
    expect(words('a b c d e f g h')).toHaveLength(MAX_SEARCH_TERMS);
  });

  it('relates purse and wallet, sling and crossbody, men and women to unisex', () => {
    expect(searchTerms('purse')[0]!.related).toContain('wallet');
    expect(searchTerms('wallet')[0]!.related).toContain('purse');
    expect(searchTerms('sling')[0]!.related).toContain('crossbody');
    expect(searchTerms('ladies')[0]!.related).toEqual(['unisex']);
  });
});
