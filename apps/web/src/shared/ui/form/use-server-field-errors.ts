import { useEffect, type RefObject } from 'react';
import { useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { isApiRequestError } from '@/shared/api/api-error';

/** The field errors of `error` (keyed by dotted path) whose path is one of the form's values. */
function onFormFields(error: unknown, values: unknown): [path: string, message: string][] {
  if (!isApiRequestError(error) || !error.fields) return [];
  const has = (path: string) =>
    path
      .split('.')
      .reduce<unknown>(
        (value, key) =>
          value !== null && typeof value === 'object' && Object.hasOwn(value, key)
            ? (value as Record<string, unknown>)[key]
            : undefined,
        values,
      ) !== undefined;
  return Object.entries(error.fields).filter(([path]) => has(path));
}

/**
 * Puts a failed call's field errors (`fields` of the API error, keyed by the dotted path of the form's values) on
 * the form's fields, as if the form had found them: the server's messages are the contract's keys, read as
 * `validation.<key>` (else "Check this value."). The first of them on screen takes the focus.
 *
 * Returns what is left for the sentence above the form: the error when it names no field, or a field the form
 * does not have (the payee of a repeated favorite); null when every field error is on its field.
 */
export function useServerFieldErrors<T extends FieldValues, O>(
  control: Control<T, unknown, O>,
  error: unknown,
  form: RefObject<HTMLFormElement | null>,
): unknown {
  // Every form gives all its values a default, so those name its fields.
  const { defaultValues } = useFormState({ control });

  useEffect(() => {
    const names = Array.from(form.current?.elements ?? [], (element) => element.getAttribute('name'));
    const place = (path: string) => (names.includes(path) ? names.indexOf(path) : names.length);
    onFormFields(error, defaultValues)
      .sort(([a], [b]) => place(a) - place(b))
      .forEach(([path, message], index) =>
        control.setError(path as FieldPath<T>, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
  }, [control, defaultValues, error, form]);

  const named = isApiRequestError(error) ? Object.keys(error.fields ?? {}).length : 0;
  return named > 0 && onFormFields(error, defaultValues).length === named ? null : (error ?? null);
}
