import { describe, expect, it, vi } from 'vitest';
import { get, useDemoServer } from './helpers.ts';

// Records when these modules are first imported, then hands out the real modules.
const { imported, recordImport } = vi.hoisted(() => {
  const imported = new Set<string>();
  const recordImport = (name: string) => async (importOriginal: () => Promise<unknown>) => {
    imported.add(name);
    return importOriginal();
  };
  return { imported, recordImport };
});
vi.mock('../src/seed/mailbox.ts', recordImport('mailbox seed'));
vi.mock('../src/seed/countries.ts', recordImport('countries seed'));
vi.mock('../src/handlers/notes.ts', recordImport('notes handlers'));
vi.mock('../src/handlers/contacts.ts', recordImport('contacts handlers'));

useDemoServer();

describe('an area', () => {
  it('loads its handlers and its seed data on its first request, not before', async () => {
    for (const list of ['messages', 'notifications', 'shortcuts']) await get(`/api/common/${list}`);
    await get('/api/apps/chat/chats');
    expect([...imported]).toEqual([]);

    await get('/api/apps/academy/categories');
    await get('/api/apps/contacts/all');
    expect([...imported]).toEqual(['contacts handlers']);

    await get('/api/apps/mailbox/folders');
    expect([...imported]).toEqual(['contacts handlers', 'mailbox seed']);

    await get('/api/apps/contacts/countries');
    expect([...imported]).toEqual(['contacts handlers', 'mailbox seed', 'countries seed']);

    await get('/api/apps/notes/labels');
    expect([...imported]).toContain('notes handlers');
  });
});
