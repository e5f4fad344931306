import { describe, expect, it } from 'vitest';
import { parseBilingualData } from './bank-texts';

describe('the bank texts of a language (bilingualData)', () => {
  it('reads a JSON object of translations', () => {
    expect(parseBilingualData('{"nav":{"dashboard":"ড্যাশবোর্ড"}}')).toEqual({
      nav: { dashboard: 'ড্যাশবোর্ড' },
    });
  });

  it('counts text that is not a JSON object as no texts (SPEC 7.2)', () => {
    for (const text of ['', 'not json', '[1,2]', 'null', '"text"', '{"nav":'])
      expect(parseBilingualData(text)).toEqual({});
  });
});
