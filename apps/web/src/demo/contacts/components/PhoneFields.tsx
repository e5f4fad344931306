import { useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlined';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { useCountries } from '../api/get-countries';
import type { ContactFormValues } from '../contact-form';
import { CountryField } from './CountryField';

/** The country a new number starts in: the bank's own. */
const HOME_COUNTRY = 'bd';

/** Phone numbers, each with its country, number and label; rows are added and removed. */
export function PhoneFields({ control }: { control: Control<ContactFormValues> }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const { fields, append, remove } = useFieldArray({ control, name: 'phoneNumbers' });
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('contacts.phoneNumbers')}
      </Typography>
      {fields.map((row, index) => (
        <Stack
          key={row.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <CountryField
            control={control}
            name={`phoneNumbers.${index}.country`}
            countries={countries.data ?? []}
            loading={countries.isPending}
          />
          <FormTextField
            control={control}
            name={`phoneNumbers.${index}.phoneNumber`}
            label={t('contacts.phoneNumber')}
            type="tel"
            required
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
            sx={{ flex: 1.2 }}
          />
          <Stack direction="row" spacing={1} sx={{ flex: 1, alignItems: 'flex-start' }}>
            <FormTextField
              control={control}
              name={`phoneNumbers.${index}.label`}
              label={t('contacts.label')}
              autoComplete="off"
            />
            <IconButton
              aria-label={t('contacts.removePhone', { number: index + 1 })}
              onClick={() => remove(index)}
              sx={{ mt: 1 }}
            >
              <RemoveCircleOutline />
            </IconButton>
          </Stack>
        </Stack>
      ))}
      <Button
        startIcon={<Add />}
        onClick={() =>
          append({ country: HOME_COUNTRY, phoneNumber: '', label: t('contacts.defaultPhoneLabel') })
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('contacts.addPhone')}
      </Button>
    </Stack>
  );
}
