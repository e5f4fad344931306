import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { TextInput, type TextInputProps } from './TextInput';

/** A password field's show/hide toggle: the field's type and the button at its end. */
export function usePasswordVisibility() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return {
    type: visible ? 'text' : 'password',
    slotProps: {
      input: {
        endAdornment: (
          <InputAdornment position="end">
            <IconButton
              aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
              aria-pressed={visible}
              onClick={() => setVisible((value) => !value)}
              edge="end"
            >
              {visible ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        ),
      },
    },
  };
}

/** A password field with a show/hide toggle, not bound to a form library (PasswordField is, to react-hook-form). */
export function PasswordInput(props: Omit<TextInputProps, 'type' | 'slotProps'>) {
  return <TextInput {...props} {...usePasswordVisibility()} />;
}
