import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { NoteSchema } from '@taka/demo-api/schemas/notes';
import { demoRequest } from '@/shared/demo/demo-request';
import { NOTES_API, notesKeys } from './keys';

/** Every note, archived ones too, newest first, with their labels. */
export const useNotes = () =>
  useQuery({
    queryKey: notesKeys.notes,
    queryFn: () => demoRequest(`${NOTES_API}/all`, z.array(NoteSchema)),
  });
