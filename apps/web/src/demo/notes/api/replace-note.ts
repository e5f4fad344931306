import type { QueryClient } from '@tanstack/react-query';
import type { Note } from '@taka/demo-api/schemas/notes';
import { notesKeys } from './keys';

/** Puts a note the handler answered into the cached list (in place, or first when it is new). */
export function replaceNote(client: QueryClient, note: Note) {
  client.setQueryData<Note[]>(notesKeys.notes, (notes) => {
    if (!notes) return notes;
    return notes.some((item) => item.id === note.id)
      ? notes.map((item) => (item.id === note.id ? note : item))
      : [note, ...notes];
  });
}
