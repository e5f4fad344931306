import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrorText, type FieldProblem } from './field-error';

type TextValues = Record<string, string>;
type Problems<V> = Partial<Record<keyof V, FieldProblem>>;

/** The first problem `schema` finds with each field of `values`, in the words' terms (a message key, zod's code). */
function check<V extends TextValues, O>(schema: z.ZodType<O, V>, values: V) {
  const result = schema.safeParse(values);
  const problems: Problems<V> = {};
  for (const issue of result.error?.issues ?? []) {
    const name = issue.path[0] as keyof V;
    problems[name] ??= { message: issue.message, type: issue.code };
  }
  return { result, problems };
}

/**
 * A form of text fields validated with a contract's schema, as react-hook-form with its zod resolver does it:
 * on submit, then each field again as it changes; a refused submit focuses the first field refused. For a page that
 * a guest loads before anything else, where react-hook-form would be a sixth of the script (decision 045); every
 * other form uses react-hook-form.
 */
export function useSchemaForm<V extends TextValues, O>(schema: z.ZodType<O, V>, initialValues: V) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState(initialValues);
  const [problems, setProblems] = useState<Problems<V>>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef(new Map<keyof V, HTMLInputElement | HTMLTextAreaElement | null>());

  function field(name: keyof V & string) {
    return {
      name,
      value: values[name],
      onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
        const next = { ...values, [name]: event.target.value };
        setValues(next);
        if (submitted) setProblems((shown) => ({ ...shown, [name]: check(schema, next).problems[name] }));
      },
      inputRef(input: HTMLInputElement | HTMLTextAreaElement | null) {
        inputs.current.set(name, input);
      },
      error: Boolean(problems[name]),
      helperText: fieldErrorText(problems[name], t, (key) => i18n.exists(key)),
    };
  }

  function handleSubmit(onValid: (data: O) => Promise<void> | void) {
    return async (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      const checked = check(schema, values);
      setProblems(checked.problems);
      if (checked.result.success) return onValid(checked.result.data);
      const firstRefused = Object.keys(values).find((name) => checked.problems[name]);
      if (firstRefused) inputs.current.get(firstRefused)?.focus();
    };
  }

  return { field, handleSubmit };
}
