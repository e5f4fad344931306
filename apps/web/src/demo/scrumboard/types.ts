import type { z } from 'zod';
import type { BoardWithListsSchema } from '@taka/demo-api/schemas/scrumboard';

export type BoardData = z.infer<typeof BoardWithListsSchema>;
export type ListData = BoardData['lists'][number];
export type CardData = ListData['cards'][number];
