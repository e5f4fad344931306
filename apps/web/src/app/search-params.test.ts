import { describe, expect, it } from 'vitest';
import { signInSearch } from './search-params';

describe("the sign-in page's search", () => {
  it('keeps a known reason and the redirectURL', () => {
    expect(signInSearch({ signedOut: 'revoked', redirectURL: '/statement' })).toEqual({
      signedOut: 'revoked',
      redirectURL: '/statement',
    });
  });

  it('drops a reason it does not know, and anything not a string', () => {
    expect(signInSearch({ signedOut: 'hacked', redirectURL: 5 })).toEqual({});
    expect(signInSearch({ signedOut: ['revoked'] })).toEqual({});
  });
});
