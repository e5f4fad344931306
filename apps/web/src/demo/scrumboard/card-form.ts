import { z } from 'zod';
import { bankDateOf } from '@taka/contracts';
import { TitleSchema } from './titles';
import type { CardData } from './types';

export const DESCRIPTION_MAX = 2000;

/** The card dialog's fields: the due date as a calendar day ("2026-11-25") or '' for none. */
export const CardFormSchema = z.object({
  title: TitleSchema,
  description: z.string().trim().max(DESCRIPTION_MAX, 'scrumboard.descriptionTooLong'),
  dueDay: z
    .string()
    .refine((day) => day === '' || /^\d{4}-\d{2}-\d{2}$/.test(day), 'scrumboard.dueDateInvalid'),
});
export type CardFormValues = z.input<typeof CardFormSchema>;

/** A card's due date-time as the bank's calendar day, '' when none. */
export const dueDayOf = (dueDate: string | null) => (dueDate ? bankDateOf(new Date(dueDate)) : '');

/** A calendar day as noon of that day at the bank (Asia/Dhaka, UTC+6 all year), as an ISO date-time; null for ''. */
export const dueDateOf = (day: string) => (day ? new Date(`${day}T12:00:00+06:00`).toISOString() : null);

export const cardFormValues = (card: CardData): CardFormValues => ({
  title: card.title,
  description: card.description ?? '',
  dueDay: dueDayOf(card.dueDate),
});

/** A new id for a checklist or an item (the handler keeps whatever the card is sent). */
export const newLocalId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
