import { describe, expect, it, vi } from 'vitest';
import { get, useDemoServer } from './helpers.ts';

// Records when the mailbox and countries seed modules are first imported, then hands out the real modules.
const imported = vi.hoisted(() => new Set<string>());
vi.mock('../src/seed/mailbox.ts', async (importOriginal) => {
  imported.add('mailbox');
  return importOriginal();
});
vi.mock('../src/seed/countries.ts', async (importOriginal) => {
  imported.add('countries');
  return importOriginal();
});

useDemoServer();

describe('seed data', () => {
  it("is loaded on its area's first request, not before", async () => {
    await get('/api/apps/academy/categories');
    await get('/api/apps/contacts/all');
    expect([...imported]).toEqual([]);

    await get('/api/apps/mailbox/folders');
    expect([...imported]).toEqual(['mailbox']);

    await get('/api/apps/contacts/countries');
    expect([...imported]).toEqual(['mailbox', 'countries']);
  });
});
