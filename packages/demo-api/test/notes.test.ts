import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, get, useDemoServer } from './helpers.ts';
import { NoteLabelSchema, NoteSchema } from '../src/schemas/notes.ts';

useDemoServer();

const Notes = z.array(NoteSchema);
const Labels = z.array(NoteLabelSchema);
const all = () => get('/api/apps/notes/all', Notes);

describe('notes', () => {
  it('lists notes with labels expanded, checklists and archived ones', async () => {
    const notes = await all();
    expect(notes.length).toBeGreaterThanOrEqual(10);
    expect(notes.some((note) => note.tasks.length > 0 && note.tasks.some((task) => task.completed))).toBe(
      true,
    );
    expect(notes.some((note) => note.archived)).toBe(true);
    expect(notes.some((note) => note.labels.length > 0 && note.labels[0]!.title !== undefined)).toBe(true);
  });

  it('creates a note first with a new id, labels given as objects or ids', async () => {
    const labels = await get('/api/apps/notes/labels', Labels);
    const created = await call('POST', '/api/apps/notes', {
      body: {
        note: { title: 'Call the bank', content: 'About the card limit', labels: [labels[0], labels[1]!.id] },
      },
      schema: NoteSchema,
    });
    expect(created).toMatchObject({
      title: 'Call the bank',
      archived: false,
      tasks: [],
      labels: [labels[0], labels[1]],
    });
    expect((await all())[0]).toEqual(created);
  });

  it('merges an updated note and answers null when none matches', async () => {
    const [first] = await all();
    const updated = await call('PATCH', '/api/apps/notes', {
      body: { updatedNote: { ...first, archived: true, labels: [] } },
      schema: NoteSchema,
    });
    expect(updated).toMatchObject({ id: first!.id, title: first!.title, archived: true, labels: [] });
    expect(updated.updatedAt).not.toBeNull();
    expect(
      await call('PATCH', '/api/apps/notes', { body: { updatedNote: { id: 'nope', title: 'x' } } }),
    ).toBeNull();
  });

  it('adds a checklist task to a note', async () => {
    const [first] = await all();
    const note = await call('POST', '/api/apps/notes/tasks', {
      body: { note: first, task: 'Buy lemons' },
      schema: NoteSchema,
    });
    expect(note.tasks.at(-1)).toMatchObject({ content: 'Buy lemons', completed: false });
    expect(note.tasks).toHaveLength(first!.tasks.length + 1);
  });

  it('deletes a note', async () => {
    const [first] = await all();
    expect(await call('DELETE', `/api/apps/notes?id=${first!.id}`)).toBe(true);
    expect((await all()).some((note) => note.id === first!.id)).toBe(false);
  });

  it('creates, renames and deletes labels; a deleted label leaves every note', async () => {
    const added = await call('POST', '/api/apps/notes/labels', {
      body: { title: 'Recipes' },
      schema: Labels,
    });
    const recipes = added.find((label) => label.title === 'Recipes')!;
    const renamed = await call('PATCH', '/api/apps/notes/labels', {
      body: { label: { ...recipes, title: 'Cooking' } },
      schema: Labels,
    });
    expect(renamed.find((label) => label.id === recipes.id)!.title).toBe('Cooking');
    const family = renamed.find((label) => label.title === 'Family')!;
    expect((await all()).some((note) => note.labels.some((label) => label.id === family.id))).toBe(true);
    const left = await call('DELETE', `/api/apps/notes/labels?id=${family.id}`, { schema: Labels });
    expect(left.some((label) => label.id === family.id)).toBe(false);
    expect((await all()).some((note) => note.labels.some((label) => label.id === family.id))).toBe(false);
  });
});
