import { useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlined';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import type { ContactFormValues } from '../contact-form';

/** E-mail addresses, each with a label; rows are added and removed. */
export function EmailFields({ control }: { control: Control<ContactFormValues> }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'emails' });
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('contacts.emails')}
      </Typography>
      {fields.map((row, index) => (
        <Stack
          key={row.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <FormTextField
            control={control}
            name={`emails.${index}.email`}
            label={t('contacts.email')}
            type="email"
            required
            autoComplete="off"
            sx={{ flex: 2 }}
          />
          <Stack direction="row" spacing={1} sx={{ flex: 1, alignItems: 'flex-start' }}>
            <FormTextField
              control={control}
              name={`emails.${index}.label`}
              label={t('contacts.label')}
              autoComplete="off"
            />
            <IconButton
              aria-label={t('contacts.removeEmail', { number: index + 1 })}
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
        onClick={() => append({ email: '', label: t('contacts.defaultEmailLabel') })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('contacts.addEmail')}
      </Button>
    </Stack>
  );
}
