import type { Note } from '@taka/demo-api/schemas/notes';

/** Which notes a page shows: the notes in use, those with a reminder, the archive, or one label's. */
export type NotesFilter =
  { kind: 'notes' } | { kind: 'reminders' } | { kind: 'archive' } | { kind: 'label'; labelId: string };

/** The filter of a path: /apps/notes, /apps/notes/reminders, /apps/notes/archive or /apps/notes/label/{id}. */
export function notesFilterOf(pathname: string): NotesFilter {
  const [kind, labelId] = pathname
    .replace(/^\/apps\/notes\/?/, '')
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent);
  if (kind === 'reminders' || kind === 'archive') return { kind };
  if (kind === 'label' && labelId) return { kind, labelId };
  return { kind: 'notes' };
}

/** Link props of a filter's page. */
export function filterLink(filter: NotesFilter) {
  switch (filter.kind) {
    case 'notes':
      return { to: '/apps/notes' } as const;
    case 'reminders':
      return { to: '/apps/notes/reminders' } as const;
    case 'archive':
      return { to: '/apps/notes/archive' } as const;
    case 'label':
      return { to: '/apps/notes/label/$labelId', params: { labelId: filter.labelId } } as const;
  }
}

export const sameFilter = (a: NotesFilter, b: NotesFilter) =>
  a.kind === b.kind && (a.kind !== 'label' || (b.kind === 'label' && a.labelId === b.labelId));

/** Archived notes show only in the archive; the other filters show notes in use. */
function inFilter(note: Note, filter: NotesFilter): boolean {
  if (filter.kind === 'archive') return note.archived;
  if (note.archived) return false;
  if (filter.kind === 'reminders') return note.reminder !== null;
  if (filter.kind === 'label') return note.labels.some((label) => label.id === filter.labelId);
  return true;
}

/** Whether a search (case-insensitive, any order of spaces) finds a note by its title or text. */
function matches(note: Note, search: string): boolean {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const text = `${note.title}\n${note.content}`.toLocaleLowerCase();
  return words.every((word) => text.includes(word));
}

export const notesShown = (notes: Note[], filter: NotesFilter, search: string) =>
  notes.filter((note) => inFilter(note, filter) && matches(note, search));
