import type { TFunction } from 'i18next';

/** What a form found wrong with a field: react-hook-form's FieldError has this shape. */
export type FieldProblem = { message?: string; type?: string };

/**
 * Contract schemas carry translation keys as messages (`password.tooShort`); zod's own checks carry codes
 * (`invalid_format`). Either way the customer reads a sentence from the translation files.
 */
export function fieldErrorText(
  error: FieldProblem | undefined,
  t: TFunction,
  exists: (key: string) => boolean,
) {
  if (!error) return undefined;
  if (error.message && exists(`validation.${error.message}`)) return t(`validation.${error.message}`);
  if (error.type && exists(`validation.${error.type}`)) return t(`validation.${error.type}`);
  return t('validation.invalid');
}
