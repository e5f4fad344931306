import { useState } from 'react';
import { useFormState, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { ApiErrorAlert } from './ApiErrorAlert';

/**
 * `error` from the render it arrives in until the customer changes a value or submits again (a new error shows
 * anew). Otherwise a refusal of what the customer has since corrected (the same account as payee) would stay above
 * the form, and above the next refusal's message on a field.
 */
export function useStandingError<T extends FieldValues, O>(
  control: Control<T, unknown, O>,
  error: unknown,
): unknown {
  const values = useWatch({ control });
  const { submitCount } = useFormState({ control });
  const form = JSON.stringify([values, submitCount]);
  const [refused, setRefused] = useState({ error, form, answered: false });
  if (refused.error !== error) {
    setRefused({ error, form, answered: false });
    return error;
  }
  const answered = refused.answered || refused.form !== form;
  if (answered && !refused.answered) setRefused({ ...refused, answered });
  return answered ? null : error;
}

/** The refusal of a form's call in words (ApiErrorAlert), gone once the customer changes a value or submits again. */
export function FormErrorAlert<T extends FieldValues, O>({
  control,
  error,
}: {
  control: Control<T, unknown, O>;
  error: unknown;
}) {
  return <ApiErrorAlert error={useStandingError(control, error)} />;
}
