import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, get, useDemoServer } from './helpers.ts';
import { persistDemoData, resetDemoData, type DemoStorage } from '../src/store.ts';
import { BoardSchema } from '../src/schemas/scrumboard.ts';

useDemoServer();
afterEach(() => persistDemoData(null));

/** sessionStorage as the browser has it, in memory. */
function memoryStorage(): DemoStorage & { keys(): string[] } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    keys: () => [...items.keys()],
  };
}

const boards = () => get('/api/apps/scrumboard/boards', z.array(BoardSchema));
const renameFirstBoard = async (title: string) =>
  call('PATCH', '/api/apps/scrumboard/board', { body: { board: { id: (await boards())[0]!.id, title } } });

describe('the demo stores in a browser session', () => {
  it('save after a change and seed from the saved data when loaded again, as after a reload', async () => {
    const storage = memoryStorage();
    persistDemoData(storage);
    await boards();
    expect(storage.keys()).toEqual([]);
    await renameFirstBoard('Kept for the session');
    expect(storage.keys()).toEqual(['taka.demo.2.scrumboard']);

    resetDemoData();
    expect((await boards())[0]!.title).toBe('Kept for the session');
  });

  it('reseed on a reset when persistence is off, as in Node tests', async () => {
    const seededTitle = (await boards())[0]!.title;
    await renameFirstBoard('Gone after a reset');
    resetDemoData();
    expect((await boards())[0]!.title).toBe(seededTitle);
  });

  it('take the seed when the saved data cannot be read', async () => {
    const storage = memoryStorage();
    storage.setItem('taka.demo.2.scrumboard', '{not json');
    persistDemoData(storage);
    expect(await boards()).toHaveLength(3);
  });
});
