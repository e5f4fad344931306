import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { NoteLabelSchema } from '@taka/demo-api/schemas/notes';
import { demoRequest } from '@/shared/demo/demo-request';
import { NOTES_API, notesKeys } from './keys';

export const NoteLabelsSchema = z.array(NoteLabelSchema);

/** The note labels, in the order they were made. */
export const useNoteLabels = () =>
  useQuery({
    queryKey: notesKeys.labels,
    queryFn: () => demoRequest(`${NOTES_API}/labels`, NoteLabelsSchema),
  });
