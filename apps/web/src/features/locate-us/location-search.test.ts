import type { Location } from '@taka/contracts';
import { describe, expect, it } from 'vitest';
import { searchLocations } from './location-search';

const at = (name: string, address: string): Location => ({
  name,
  address,
  routingNumber: '275260035',
  phoneNumbers: ['+8801712345678'],
  email: [],
  latitude: null,
  longitude: null,
});

const motijheel = at('Motijheel Branch', 'House 12, Dilkusha Road, Motijheel, Dhaka 1000');
// য় written as one code point (U+09DF), as some keyboards send it
const agent = at('Gulshan Agent Outlet', 'মা\u09DFের দো\u09DFা টেলিকম, Gulshan, Dhaka 1212');
const all = [motijheel, agent];

describe('searchLocations', () => {
  it('keeps every location for an empty or blank query', () => {
    expect(searchLocations(all, '')).toEqual(all);
    expect(searchLocations(all, '   ')).toEqual(all);
  });

  it('finds by name or address, in any case', () => {
    expect(searchLocations(all, 'MOTIJHEEL')).toEqual([motijheel]);
    expect(searchLocations(all, 'dilkusha road')).toEqual([motijheel]);
    expect(searchLocations(all, 'dhaka')).toEqual(all);
    expect(searchLocations(all, 'Sylhet')).toEqual([]);
  });

  it('finds Bengali text whichever way its letters were typed', () => {
    expect(searchLocations(all, 'টেলিকম')).toEqual([agent]);
    // য় as য + nukta (U+09AF U+09BC)
    expect(searchLocations(all, 'মা\u09AF\u09BCের দো\u09AF\u09BCা')).toEqual([agent]);
  });
});
