import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, get, url, useDemoServer } from './helpers.ts';
import { ContactSchema, ContactTagSchema, CountrySchema } from '../src/schemas/contacts.ts';

useDemoServer();

const Contacts = z.array(ContactSchema);
const names = (contacts: { name: string }[]) => contacts.map((contact) => contact.name);
const sorted = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b));

describe('contacts', () => {
  it('lists every contact sorted by name, with several e-mails and phone numbers', async () => {
    const contacts = await get('/api/apps/contacts/all', Contacts);
    expect(contacts.length).toBeGreaterThanOrEqual(20);
    expect(names(contacts)).toEqual(sorted(names(contacts)));
    expect(contacts.some((contact) => contact.emails.length > 1 && contact.phoneNumbers.length > 1)).toBe(
      true,
    );
  });

  it('searches names case-insensitively by "contains", sorted by name', async () => {
    const found = await get('/api/apps/contacts/search?query=HASAN', Contacts);
    expect(names(found)).toEqual(['Mehedi Hasan', 'Rakib Hasan']);
    expect(await get('/api/apps/contacts/search?query=zzz')).toEqual([]);
  });

  it('gets one contact by id and null for an unknown id', async () => {
    const [first] = await get('/api/apps/contacts/all', Contacts);
    expect(await get(`/api/apps/contacts/contact?id=${first!.id}`, ContactSchema)).toEqual(first);
    expect(await get('/api/apps/contacts/contact?id=nope')).toBeNull();
  });

  it('creates an empty New Contact at the top of the store', async () => {
    const created = await call('POST', '/api/apps/contacts/contact', { schema: ContactSchema });
    expect(created).toMatchObject({
      name: 'New Contact',
      emails: [],
      phoneNumbers: [],
      job: { title: '', company: '' },
      birthday: null,
      address: null,
      notes: null,
    });
    expect(await get(`/api/apps/contacts/contact?id=${created.id}`)).toEqual(created);
  });

  it('merges a PATCH into the contact and answers null when no contact matches', async () => {
    const [first] = await get('/api/apps/contacts/all', Contacts);
    const updated = await call('PATCH', '/api/apps/contacts/contact', {
      body: { id: first!.id, contact: { name: 'Aaron Ahmed', address: 'Uttara, Dhaka' } },
      schema: ContactSchema,
    });
    expect(updated).toEqual({ ...first, name: 'Aaron Ahmed', address: 'Uttara, Dhaka' });
    expect(
      await call('PATCH', '/api/apps/contacts/contact', { body: { id: 'nope', contact: { name: 'X' } } }),
    ).toBeNull();
  });

  it('deletes a contact and answers true', async () => {
    const [first] = await get('/api/apps/contacts/all', Contacts);
    expect(await call('DELETE', `/api/apps/contacts/contact?id=${first!.id}`)).toBe(true);
    expect(await get(`/api/apps/contacts/contact?id=${first!.id}`)).toBeNull();
  });

  it('lists about 240 countries from countries-list with ISO code, name and dial prefix', async () => {
    const countries = await get('/api/apps/contacts/countries', z.array(CountrySchema));
    expect(countries.length).toBeGreaterThan(230);
    expect(countries.length).toBeLessThan(255);
    expect(countries.find((country) => country.iso === 'bd')).toMatchObject({
      name: 'Bangladesh',
      code: '+880',
    });
    expect(names(countries)).toEqual(sorted(names(countries)));
  });

  it('seeds the seven tags and creates, renames and deletes tags', async () => {
    const tags = await get('/api/apps/contacts/tags', z.array(ContactTagSchema));
    expect(tags.map((tag) => tag.title)).toEqual([
      'Work',
      'Friend',
      'Family',
      'High School',
      'College',
      'Baseball Team',
      'Band',
    ]);
    const created = await call('POST', '/api/apps/contacts/tag', { body: { tag: { title: 'Neighbours' } } });
    expect(created).toMatchObject({ title: 'Neighbours' });
    expect((await get('/api/apps/contacts/tags', z.array(ContactTagSchema)))[0]).toEqual(created);
    const renamed = await call('PATCH', '/api/apps/contacts/tag', {
      body: { id: tags[0]!.id, tag: { title: 'Office' } },
    });
    expect(renamed).toEqual({ id: tags[0]!.id, title: 'Office' });
  });

  it('deleting a tag removes it from every contact', async () => {
    const [work] = await get('/api/apps/contacts/tags', z.array(ContactTagSchema));
    const before = await get('/api/apps/contacts/all', Contacts);
    expect(before.filter((contact) => contact.tags.includes(work!.id)).length).toBeGreaterThan(1);
    expect(await call('DELETE', `/api/apps/contacts/tag?id=${work!.id}`)).toBe(true);
    const after = await get('/api/apps/contacts/all', Contacts);
    expect(after.some((contact) => contact.tags.includes(work!.id))).toBe(false);
  });

  it('stores an uploaded avatar as a data URL and returns the contact', async () => {
    const [first] = await get('/api/apps/contacts/all', Contacts);
    const form = new FormData();
    form.append('id', first!.id);
    form.append('avatar', new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    const response = await fetch(url('/api/apps/contacts/avatar'), { method: 'POST', body: form });
    const contact = ContactSchema.parse(await response.json());
    expect(contact.avatar).toBe('data:image/png;base64,iVBORw==');
    expect((await get(`/api/apps/contacts/contact?id=${first!.id}`, ContactSchema)).avatar).toBe(
      contact.avatar,
    );
  });
});
