import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { FieldValues } from 'react-hook-form';
import { FormTextField } from './FormTextField';

/** A password field's show/hide toggle: the field's type and the button at its end. */
function usePasswordVisibility() {
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

type Props<T extends FieldValues> = Parameters<typeof FormTextField<T>>[0];

/** A password field of a react-hook-form form, with a show/hide toggle. */
export function PasswordField<T extends FieldValues>(props: Props<T>) {
  return <FormTextField {...props} {...usePasswordVisibility()} />;
}
