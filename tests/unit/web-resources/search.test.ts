import { describe, expect, it } from 'vitest';
import { SEARCH_HINT, searchFilterValue } from '../../../src/web/resources/search.ts';
import { referenceFilterToQuery } from '../../../src/web/resources/inputs.tsx';

describe('search box', () => {
  it('sends nothing for 1 character, clears for an empty box', () => {
    expect(searchFilterValue('a')).toBeNull();
    expect(searchFilterValue(' a ')).toBeNull();
    expect(searchFilterValue('')).toBe('');
    expect(searchFilterValue('   ')).toBe('');
    expect(searchFilterValue('an')).toBe('an');
    expect(searchFilterValue('  oficina   do zé ')).toBe('oficina do zé');
    expect(SEARCH_HINT).toBe('Digite ao menos 2 caracteres para pesquisar');
  });
  it('formatted numbers are searched unmasked', () => {
    expect(searchFilterValue('529.982.247-25')).toBe('52998224725');
    expect(searchFilterValue('(11) 9876')).toBe('119876');
    expect(searchFilterValue('1.')).toBeNull();
    expect(searchFilterValue('2026')).toBe('2026');
    expect(searchFilterValue('Rua 7')).toBe('Rua 7');
  });
  it('autocomplete search: q only from 2 characters', () => {
    expect(referenceFilterToQuery('s')).toEqual({});
    expect(referenceFilterToQuery('são')).toEqual({ q: 'são' });
    expect(referenceFilterToQuery('8471.30')).toEqual({ q: '847130' });
  });
});
