import { z } from 'zod';

/** The longest title of a board, list, card, label or checklist item. */
export const TITLE_MAX = 100;

/** A title as the forms take it: trimmed, not empty, at most TITLE_MAX (messages as keys under validation.). */
export const TitleSchema = z
  .string()
  .trim()
  .min(1, 'scrumboard.titleRequired')
  .max(TITLE_MAX, 'scrumboard.titleTooLong');
