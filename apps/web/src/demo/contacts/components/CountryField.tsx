import { useController, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { Country } from '@taka/demo-api/schemas/contacts';
import { fieldErrorText } from '@/shared/ui/form/field-error';
import type { ContactFormValues } from '../contact-form';

type Props = {
  control: Control<ContactFormValues>;
  name: FieldPath<ContactFormValues>;
  countries: Country[];
  loading: boolean;
};

/** The country of a phone number, found by typing its name or dial prefix; shown with flag and prefix. */
export function CountryField({ control, name, countries, loading }: Props) {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const value = countries.find((country) => country.iso === field.value) ?? null;
  return (
    <Autocomplete
      options={countries}
      value={value}
      loading={loading}
      autoHighlight
      onChange={(_, country) => field.onChange(country?.iso ?? '')}
      onBlur={field.onBlur}
      getOptionLabel={(country) => `${country.name} ${country.code}`}
      isOptionEqualToValue={(option, chosen) => option.iso === chosen.iso}
      renderOption={({ key, ...props }, country) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
          <span aria-hidden>{country.flag}</span>
          {country.name}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {country.code}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={t('contacts.country')}
          required
          error={Boolean(fieldState.error)}
          helperText={fieldErrorText(fieldState.error, t, (key) => i18n.exists(key))}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: value ? (
                <Box component="span" aria-hidden sx={{ pl: 0.5 }}>
                  {value.flag}
                </Box>
              ) : undefined,
            },
          }}
        />
      )}
      sx={{ minWidth: { sm: 220 }, flex: { sm: 1.2 } }}
    />
  );
}
