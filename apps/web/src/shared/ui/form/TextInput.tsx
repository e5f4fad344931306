import { useId, type ReactNode, type Ref } from 'react';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { useForkRef } from '@mui/material/utils';
import { useFocusOnFirstFrame } from './use-focus-on-first-frame';

export type TextInputProps = Pick<
  FormControlProps,
  'required' | 'disabled' | 'error' | 'fullWidth' | 'size' | 'sx' | 'className'
> &
  Pick<
    OutlinedInputProps,
    | 'name'
    | 'value'
    | 'onChange'
    | 'onBlur'
    | 'type'
    | 'autoComplete'
    | 'autoFocus'
    | 'placeholder'
    | 'multiline'
    | 'rows'
    | 'minRows'
    | 'maxRows'
  > & {
    id?: string;
    label?: ReactNode;
    helperText?: ReactNode;
    inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
    slotProps?: {
      input?: Partial<OutlinedInputProps>;
      htmlInput?: InputBaseComponentProps;
      inputLabel?: Partial<InputLabelProps>;
    };
  };

/**
 * An outlined text field: MUI's TextField without its select mode, whose Select, Menu, Popover and Modal every
 * page with a form would otherwise load before it paints (issue 14). Choosing from a list is FormSelectField's.
 */
export function TextInput({
  id: idOverride,
  label,
  helperText,
  required,
  disabled,
  error,
  fullWidth = true,
  size,
  sx,
  className,
  inputRef,
  autoFocus,
  slotProps = {},
  ...inputProps
}: TextInputProps) {
  const focusRef = useFocusOnFirstFrame<HTMLInputElement | HTMLTextAreaElement>(autoFocus);
  const ref = useForkRef(inputRef, focusRef);
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const labelId = label ? `${id}-label` : undefined;
  return (
    <FormControl {...{ required, disabled, error, fullWidth, size, sx, className }}>
      {label ? (
        <InputLabel htmlFor={id} id={labelId} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      ) : null}
      <OutlinedInput
        {...inputProps}
        id={id}
        label={label}
        inputRef={ref}
        aria-describedby={helperTextId}
        inputProps={slotProps.htmlInput}
        {...slotProps.input}
      />
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
