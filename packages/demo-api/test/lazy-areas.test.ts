import { describe, expect, it, vi } from 'vitest';
import { get, useDemoServer } from './helpers.ts';

// Records when these modules are first imported, then hands out the real modules.
const imported = vi.hoisted(() => new Set<string>());
vi.mock('../src/seed/mailbox.ts', async (importOriginal) => {
  imported.add('mailbox seed');
  return importOriginal();
});
vi.mock('../src/seed/countries.ts', async (importOriginal) => {
  imported.add('countries seed');
  return importOriginal();
});
vi.mock('../src/handlers/notes.ts', async (importOriginal) => {
  imported.add('notes handlers');
  return importOriginal();
});
vi.mock('../src/handlers/contacts.ts', async (importOriginal) => {
  imported.add('contacts handlers');
  return importOriginal();
});

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
