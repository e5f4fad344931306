import { describe, expect, it } from 'vitest';
import { formOfSearch, searchOfForm } from './form-schema';
import { activitySearch } from './search';

describe('the activity log in the URL', () => {
  it('keeps valid filters, drops unknown kinds one by one, repeated ones and bad days', () => {
    expect(
      activitySearch({ kind: 'lockout,nonsense,sign-in,lockout', from: '2026-11-01', to: '2026-02-30' }),
    ).toEqual({ kind: 'lockout,sign-in', from: '2026-11-01' });
    expect(activitySearch({ kind: 'nonsense', from: 20261101, page: '2' })).toEqual({});
  });

  it('goes to the filter form and back unchanged', () => {
    const search = { kind: 'beneficiary-added,code-sent', from: '2026-11-01', to: '2026-11-25' };
    expect(formOfSearch(search)).toEqual({
      kinds: ['beneficiary-added', 'code-sent'],
      from: '2026-11-01',
      to: '2026-11-25',
    });
    expect(searchOfForm(formOfSearch(search))).toEqual(search);
    expect(searchOfForm(formOfSearch({}))).toEqual({});
  });
});
