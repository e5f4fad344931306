import { routeWith } from '../lib/http.ts';
import { createStore } from '../store.ts';
import { contactsStore } from './searched-stores.ts';
import { newId } from '../lib/ids.ts';
import { containsText, findById, mergeById, removeById, sortByText } from '../lib/collection.ts';
import { tagRoutes } from '../lib/tag-routes.ts';
import { ContactPatchBodySchema, type Contact } from '../schemas/contacts.ts';
import { toDataUrl } from '../lib/files.ts';

// The country list (from countries-list, the largest data) is loaded only when it is asked for.
const countriesStore = createStore('countries', async () =>
  (await import('../seed/countries.ts')).buildCountries(),
);
const route = routeWith(contactsStore);
const base = '/api/apps/contacts';

const byName = (contacts: readonly Contact[]) => sortByText(contacts, (contact) => contact.name);

export const contactsHandlers = [
  route('get', `${base}/all`, () => byName(contactsStore.data.contacts)),

  route('get', `${base}/search`, ({ query }) => {
    const text = query('query') ?? '';
    return byName(contactsStore.data.contacts.filter((contact) => containsText(contact.name, text)));
  }),

  route('get', `${base}/contact`, ({ query }) => findById(contactsStore.data.contacts, query('id'))),

  route('post', `${base}/contact`, () => {
    const contact: Contact = {
      id: newId(),
      avatar: null,
      name: 'New Contact',
      emails: [],
      phoneNumbers: [],
      job: { title: '', company: '' },
      birthday: null,
      address: null,
      notes: null,
      tags: [],
    };
    contactsStore.data.contacts.unshift(contact);
    return contact;
  }),

  route('patch', `${base}/contact`, async ({ body }) => {
    const { id, contact } = await body(ContactPatchBodySchema);
    return mergeById(contactsStore.data.contacts, id, contact);
  }),

  route('delete', `${base}/contact`, ({ query }) =>
    removeById(contactsStore.data.contacts, query('id')) ? true : null,
  ),

  routeWith(countriesStore)('get', `${base}/countries`, () => countriesStore.data),

  route('get', `${base}/tags`, () => contactsStore.data.tags),

  ...tagRoutes({
    route,
    path: `${base}/tag`,
    tags: () => contactsStore.data.tags,
    items: () => contactsStore.data.contacts,
    tagIds: (contact) => contact.tags,
  }),

  route('post', `${base}/avatar`, async ({ request }) => {
    const form = await request.formData();
    const id = form.get('id');
    const avatar = form.get('avatar');
    const contact = typeof id === 'string' ? findById(contactsStore.data.contacts, id) : null;
    if (!contact || !(avatar instanceof File)) return null;
    contact.avatar = await toDataUrl(avatar);
    return contact;
  }),
];
