import { DIVISIONS, type LocationTypeCode } from '@taka/contracts';
import type { Database } from '../client.ts';
import { locationAreas, locations, locationTypes } from '../schema/index.ts';
import { routingNumber } from './banks.ts';
import { TOWNS, type Locality, type Town } from './location-towns.ts';

/** The bank's own code in its routing numbers (bank 3 + district 2 + branch 3 + check 1, as in banks.ts). */
export const OWN_BANK_CODE = '275';

const TYPES: [id: number, code: LocationTypeCode, name: string][] = [
  [1, 'BRANCH', 'Branch'],
  [2, 'ATM', 'ATM'],
  [3, 'CDM', 'CDM'],
  [4, 'AGENT_OUTLET', 'Agent outlet'],
];

/** A type's id in one division: type 2 (ATM) in the fourth division (Khulna) is 24. */
export const areaId = (typeId: number, divisionIndex: number) => typeId * 10 + divisionIndex + 1;

/** Agent outlets are shops, their signs in Bengali. */
const AGENT_SHOPS = [
  'মায়ের দোয়া টেলিকম',
  'ভাই ভাই স্টোর',
  'বিসমিল্লাহ এন্টারপ্রাইজ',
  'মদিনা ফার্মেসি',
  'সততা ট্রেডার্স',
  'জননী ইলেকট্রনিক্স',
  'নিউ সোনালী টেলিকম',
  'আল্লাহর দান স্টোর',
  'রহমান ট্রেডিং',
  'বাংলা ডিজিটাল সেবা কেন্দ্র',
];
const ROADS = [
  'Station Road',
  'College Road',
  'Court Road',
  'Main Road',
  'Hospital Road',
  'Bazar Road',
  'Thana Road',
];
/** Mobile numbers are +880 1X XXXXXXXX, X the operator. */
const OPERATORS = ['13', '14', '15', '16', '17', '18', '19'];

/** mulberry32: the same "random" places on every start, so the seed is reference data, not noise. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Row = typeof locations.$inferInsert;

/** Every branch, ATM, CDM and agent outlet: one of each kind per locality, CDMs at every other one. */
export function locationRows(): Row[] {
  const random = prng(2026);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
  const mobile = () => `+880${pick(OPERATORS)}${digits(8)}`;
  const near = ([latitude, longitude]: [number, number], spread: number) => ({
    latitude: Number((latitude + (random() - 0.5) * spread).toFixed(6)),
    longitude: Number((longitude + (random() - 0.5) * spread).toFixed(6)),
  });
  // About one place in eight has not been surveyed yet: no map link for it.
  const coordinates = (at: [number, number], spread: number) =>
    random() < 0.12 ? { latitude: null, longitude: null } : near(at, spread);

  const rows: Row[] = [];
  let serial = 0;
  for (const town of TOWNS) {
    const division = DIVISIONS.indexOf(town.division);
    town.localities.forEach((locality, index) => {
      const [name, , own] = locality;
      const at: [number, number] = own ?? [town.latitude, town.longitude];
      const spread = own ? 0.01 : 0.02;
      const slug = name.toLowerCase().replace(/[^a-z]+/g, '.');
      const branch = {
        routingNumber: routingNumber(OWN_BANK_CODE, town.districtCode, (serial += 3)),
        email: `${slug}.branch@taka.com.bd`,
        phone: mobile(),
      };
      const street = onStreet(name)
        ? localityLine(town, locality)
        : `${pick(ROADS)}, ${localityLine(town, locality)}`;
      const address = () => `${pick(['Holding', 'House'])} ${1 + Math.floor(random() * 120)}, ${street}`;

      rows.push({
        areaId: areaId(1, division),
        name: `${name} Branch`,
        address: address(),
        routingNumber: branch.routingNumber,
        phoneNumbers: [branch.phone, mobile()],
        emails: [branch.email, 'help@taka.com.bd'],
        ...coordinates(at, spread),
      });
      rows.push({
        areaId: areaId(2, division),
        name: `${name} ATM Booth`,
        address: address(),
        routingNumber: branch.routingNumber,
        phoneNumbers: [branch.phone],
        emails: [branch.email],
        ...coordinates(at, spread),
      });
      if (index % 2 === 0)
        rows.push({
          areaId: areaId(3, division),
          name: `${name} CDM`,
          address: address(),
          routingNumber: branch.routingNumber,
          phoneNumbers: [branch.phone],
          emails: [branch.email],
          ...coordinates(at, spread),
        });
      rows.push({
        areaId: areaId(4, division),
        name: `${name} Agent Outlet`,
        address: `${pick(AGENT_SHOPS)}, ${street}`.normalize('NFC'),
        routingNumber: branch.routingNumber,
        phoneNumbers: [mobile()],
        // agents without an e-mail of their own give none
        emails: random() < 0.3 ? [] : [`agent.${slug}@taka.com.bd`],
        // out in the neighbourhood, though not over a border (Benapole's own spread is small)
        ...coordinates(at, own ? spread : 0.03),
      });
    });
  }
  return rows;
}

/** A locality named after its street ("Station Road") is its own street. */
const onStreet = (locality: string) => /\b(Road|Avenue)$/.test(locality);

/** "Agrabad, Chattogram 4100". */
const localityLine = (town: Town, [name, postCode]: Locality) => `${name}, ${town.name} ${postCode}`;

export async function seedLocations(db: Database): Promise<void> {
  await db.insert(locationTypes).values(TYPES.map(([id, code, name]) => ({ id, code, name, sortOrder: id })));
  await db
    .insert(locationAreas)
    .values(
      TYPES.flatMap(([typeId]) =>
        DIVISIONS.map((division, i) => ({ id: areaId(typeId, i), typeId, division })),
      ),
    );
  await db.insert(locations).values(locationRows());
}
