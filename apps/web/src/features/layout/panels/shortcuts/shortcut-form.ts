import { z } from 'zod';
import { isHttpsUrl, isSitePath } from '@taka/contracts';

/** Messages are keys under `validation.` (see shared/ui/form/field-error). */
export const ShortcutFormSchema = z.object({
  label: z.string().trim().min(1, 'shellPanels.labelRequired').max(40, 'shellPanels.labelTooLong'),
  description: z.string().trim().max(80, 'shellPanels.descriptionTooLong'),
  link: z
    .string()
    .trim()
    .min(1, 'shellPanels.linkRequired')
    .refine((link) => isSitePath(link) || isHttpsUrl(link), 'shellPanels.linkInvalid'),
  icon: z.string(),
});
export type ShortcutFormValues = z.input<typeof ShortcutFormSchema>;
export type ShortcutFormOutput = z.output<typeof ShortcutFormSchema>;
