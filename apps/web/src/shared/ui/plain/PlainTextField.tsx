import { useId, useState, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnFirstFrame } from '../form/use-focus-on-first-frame';
import { PlainIcon } from './icons';

export type PlainTextFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef?: (input: HTMLInputElement | null) => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** Drawn at the input's end, inside its outline (a button). */
  end?: ReactNode;
  /** The id of a text elsewhere on the page that describes the input too. */
  describedBy?: string;
};

/** One ref callback that sets each of `refs` to the element. */
function mergeRefs<E>(...refs: (Ref<E> | undefined)[]) {
  return (element: E | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    }
  };
}

/**
 * A text field without MUI (decision 047): its label above an outlined input, the problem below it, tied to the
 * input for assistive technology as MUI's TextField ties them.
 */
export function PlainTextField({
  label,
  required,
  error,
  helperText,
  inputRef,
  autoFocus,
  end,
  describedBy,
  ...inputProps
}: PlainTextFieldProps) {
  const id = useId();
  const focusRef = useFocusOnFirstFrame<HTMLInputElement>(autoFocus);
  const ref = mergeRefs(inputRef, focusRef);
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <div className={error ? 'plain-field invalid' : 'plain-field'}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className="plain-field-input">
        <input
          {...inputProps}
          id={id}
          ref={ref}
          required={required}
          aria-invalid={error || undefined}
          aria-describedby={[describedBy, helperTextId].filter(Boolean).join(' ') || undefined}
        />
        {end}
      </div>
      {helperText ? (
        <p id={helperTextId} className="plain-field-problem">
          {helperText}
        </p>
      ) : null}
    </div>
  );
}

/** A password field with the show/hide toggle of PasswordField, without MUI. */
export function PlainPasswordField(props: Omit<PlainTextFieldProps, 'type' | 'end'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <PlainTextField
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="plain-icon-button"
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          <PlainIcon name={visible ? 'visibilityOff' : 'visibility'} />
        </button>
      }
    />
  );
}
