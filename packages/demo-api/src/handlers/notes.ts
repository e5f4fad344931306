import { routeWith } from '../lib/http.ts';
import { createStore } from '../store.ts';
import { newId } from '../lib/ids.ts';
import { findById, mergeById, removeById, stripId } from '../lib/collection.ts';
import {
  NoteCreateBodySchema,
  NoteLabelCreateBodySchema,
  NoteLabelPatchBodySchema,
  NotePatchBodySchema,
  NoteTaskCreateBodySchema,
  type NoteLabel,
  type StoredNote,
} from '../schemas/notes.ts';

const store = createStore('notes', async () => {
  const { noteLabels, seedNotes } = await import('../seed/notes.ts');
  return { labels: structuredClone(noteLabels), notes: seedNotes() };
});
const route = routeWith(store);
const base = '/api/apps/notes';

/** A note as answered: its label ids replaced by the labels (unknown ids dropped). */
const expand = (note: StoredNote) => ({
  ...note,
  labels: note.labels
    .map((id) => findById(store.data.labels, id))
    .filter((label): label is NoteLabel => label !== null),
});

const labelIds = (labels: (string | NoteLabel)[] | undefined) =>
  labels?.map((label) => (typeof label === 'string' ? label : label.id));

export const notesHandlers = [
  route('get', `${base}/labels`, () => store.data.labels),

  /** Label changes answer the whole label list. */
  route('post', `${base}/labels`, async ({ body }) => {
    const { title } = await body(NoteLabelCreateBodySchema);
    store.data.labels.push({ id: newId(), title });
    return store.data.labels;
  }),

  route('patch', `${base}/labels`, async ({ body }) => {
    const { label } = await body(NoteLabelPatchBodySchema);
    mergeById(store.data.labels, label.id, label);
    return store.data.labels;
  }),

  route('delete', `${base}/labels`, ({ query }) => {
    const removed = removeById(store.data.labels, query('id'));
    if (removed) stripId(store.data.notes, (note) => note.labels, removed.id);
    return store.data.labels;
  }),

  route('post', `${base}/tasks`, async ({ body }) => {
    const { note, task } = await body(NoteTaskCreateBodySchema);
    const stored = findById(store.data.notes, note.id);
    if (!stored) return null;
    stored.tasks.push({ id: newId(), content: task, completed: false });
    return expand(stored);
  }),

  route('get', `${base}/all`, () => store.data.notes.map(expand)),

  route('post', base, async ({ body }) => {
    const { note } = await body(NoteCreateBodySchema);
    const created: StoredNote = {
      title: '',
      content: '',
      tasks: [],
      image: null,
      reminder: null,
      archived: false,
      updatedAt: null,
      ...note,
      labels: labelIds(note.labels) ?? [],
      id: newId(),
      createdAt: new Date().toISOString(),
    };
    store.data.notes.unshift(created);
    return expand(created);
  }),

  route('patch', base, async ({ body }) => {
    const { updatedNote } = await body(NotePatchBodySchema);
    const { id, labels, ...fields } = updatedNote;
    const merged = mergeById(store.data.notes, id, {
      ...fields,
      ...(labels ? { labels: labelIds(labels) } : {}),
      updatedAt: new Date().toISOString(),
    });
    return merged && expand(merged);
  }),

  route('delete', base, ({ query }) => (removeById(store.data.notes, query('id')) ? true : null)),
];
