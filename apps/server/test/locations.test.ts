import {
  DIVISIONS,
  EnvelopeErrorSchema,
  LocationListResponseSchema,
  LocationTypeListResponseSchema,
  RESPONSE_OK,
  type Location,
  type LocationType,
} from '@taka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, RAHIM, refusal, signIn } from './helpers/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const TYPES_URL = '/api/meta/pre-login/location/atm-branch';
const MAP_URL = '/api/meta/pre-login/map/atm-branch';

/** Everything Locate Us offers, as a guest sees it: every type, and each type-division id's locations. */
async function allTypes(): Promise<LocationType[]> {
  const response = await t.app.inject({ method: 'GET', url: TYPES_URL });
  expect(response.statusCode, response.body).toBe(200);
  return LocationTypeListResponseSchema.strict().parse(response.json()).data;
}

async function locationsOf(id: number): Promise<Location[]> {
  const response = await t.app.inject({ method: 'GET', url: `${MAP_URL}?id=${id}` });
  expect([id, response.statusCode]).toEqual([id, 200]);
  const body = LocationListResponseSchema.strict().parse(response.json());
  expect(body.responseCode).toBe(RESPONSE_OK);
  return body.data;
}

describe('location types (GET /api/meta/pre-login/location/atm-branch)', () => {
  it('answers the four types, each in the eight divisions, without sign-in, cacheable for a few minutes', async () => {
    const response = await t.app.inject({ method: 'GET', url: TYPES_URL });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const body = LocationTypeListResponseSchema.parse(response.json());
    expect(body).toMatchObject({ responseCode: RESPONSE_OK, responseMessage: 'Operation successful' });
    expect(body.data.map(({ code, name }) => [code, name])).toEqual([
      ['BRANCH', 'Branch'],
      ['ATM', 'ATM'],
      ['CDM', 'CDM'],
      ['AGENT_OUTLET', 'Agent outlet'],
    ]);
    for (const type of body.data) {
      expect(Object.keys(type).sort()).toEqual(['code', 'data', 'id', 'name']);
      expect(type.data.map((area) => area.division)).toEqual([...DIVISIONS]);
    }
    const ids = body.data.flatMap((type) => type.data.map((area) => area.id));
    expect(new Set(ids).size).toBe(32);
  });

  it('narrows to one type, and refuses a type it does not know', async () => {
    const atm = await t.app.inject({ method: 'GET', url: `${TYPES_URL}?locationType=ATM` });
    const data = LocationTypeListResponseSchema.parse(atm.json()).data;
    expect(data.map((type) => type.code)).toEqual(['ATM']);
    expect(data[0]!.data).toHaveLength(8);

    const unknown = await t.app.inject({ method: 'GET', url: `${TYPES_URL}?locationType=BUNKER` });
    expect(refusal(unknown)).toEqual([400, 'VALIDATION_FAILED']);
    expect(unknown.json<{ fields: Record<string, string> }>().fields).toHaveProperty('locationType');
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('answers a signed-in customer the same', async () => {
    const device = await signIn(t.app, t.clock, { email: RAHIM.email });
    const signedIn = await as(t.app, device, { method: 'GET', url: TYPES_URL });
    expect(signedIn.statusCode).toBe(200);
    expect(LocationTypeListResponseSchema.parse(signedIn.json()).data).toEqual(await allTypes());
  });
});

describe('locations (GET /api/meta/pre-login/map/atm-branch)', () => {
  it('answers every type-division id a list of real-looking locations, some without coordinates', async () => {
    const all: Location[] = [];
    for (const type of await allTypes()) {
      for (const { id, division } of type.data) {
        const list = await locationsOf(id);
        expect([type.code, division, list.length > 0]).toEqual([type.code, division, true]);
        all.push(...list);
      }
    }
    expect(all.length).toBeGreaterThanOrEqual(300);
    for (const location of all) {
      expect(Object.keys(location).sort()).toEqual([
        'address',
        'email',
        'latitude',
        'longitude',
        'name',
        'phoneNumbers',
        'routingNumber',
      ]);
      expect(location.phoneNumbers.length).toBeGreaterThan(0);
      for (const phone of location.phoneNumbers) expect(phone).toMatch(/^\+8801[3-9]\d{8}$/);
      for (const email of location.email) expect(email).toMatch(/^[a-z.]+@taka\.com\.bd$/);
      expect(location.routingNumber).toMatch(/^275\d{6}$/);
      if (location.latitude !== null) {
        // inside Bangladesh
        expect(location.latitude).toBeGreaterThan(20.6);
        expect(location.latitude).toBeLessThan(26.7);
        expect(location.longitude).toBeGreaterThan(88.0);
        expect(location.longitude).toBeLessThan(92.7);
      }
    }
    const unsurveyed = all.filter((location) => location.latitude === null);
    expect(unsurveyed.length).toBeGreaterThan(0);
    expect(unsurveyed.every((location) => location.longitude === null)).toBe(true);
    expect(all.some((location) => location.email.length === 0)).toBe(true);
    // agent outlets' shop signs are in Bengali
    expect(all.some((location) => /[\u0980-\u09FF]/.test(location.address))).toBe(true);
  });

  it('lists a division by name, its branches in its own towns, cacheable for a few minutes', async () => {
    const branches = (await allTypes()).find((type) => type.code === 'BRANCH')!;
    const sylhet = branches.data.find((area) => area.division === 'Sylhet')!;
    const response = await t.app.inject({ method: 'GET', url: `${MAP_URL}?id=${sylhet.id}` });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const list = LocationListResponseSchema.parse(response.json()).data;
    expect(list.map((location) => location.name)).toEqual(
      list.map((location) => location.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    expect(list.map((location) => location.name)).toContain('Zindabazar Branch');
    for (const location of list)
      expect(location.address).toMatch(/(Sylhet|Moulvibazar|Habiganj|Sunamganj) \d{4}$/);
  });

  it('answers an unknown id with a readable non-success envelope (404)', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${MAP_URL}?id=99` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = EnvelopeErrorSchema.parse(response.json());
    expect(body.responseCode).not.toBe(RESPONSE_OK);
    expect(body).toMatchObject({ code: 'NOT_FOUND', data: null });
    expect(body.responseMessage).toBe(
      'We have no list of locations numbered 99. Please choose a division again.',
    );
  });

  it('refuses a malformed id (400)', async () => {
    for (const query of ['', '?id=', '?id=abc', '?id=1.5', '?id=-3', '?id=0', '?id=99999999999'])
      expect([query, ...refusal(await t.app.inject({ method: 'GET', url: MAP_URL + query }))]).toEqual([
        query,
        400,
        'VALIDATION_FAILED',
      ]);
  });
});
