import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CardControlsRequestSchema, type Card } from '@taka/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useFormat } from '@/shared/i18n/use-format';
import { ApiForm } from '@/shared/ui/form/ApiForm';
import { FormAmountField } from '@/shared/ui/form/FormAmountField';
import { useChangeControls } from '../api/cards';

const SWITCHES = ['online', 'international', 'atm'] as const;
const LIMITS = [
  ['spendLimit', 'spend'],
  ['atmLimit', 'atm'],
] as const;

/** A card's controls: online, abroad and ATM use on or off, and its limits up to the bank's; saved at once. */
export function CardControlsForm({ card, onSaved }: { card: Card; onSaved: (card: Card) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const change = useChangeControls();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(CardControlsRequestSchema),
    defaultValues: card.controls,
  });
  const submit = handleSubmit((controls) =>
    change.mutate({ id: card.id, ...controls }, { onSuccess: (saved) => onSaved(saved) }),
  );
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('cards.controlsTitle')}
      </Typography>
      <ApiForm
        control={control}
        onSubmit={submit}
        error={change.error}
        actions={
          <Button
            type="submit"
            variant="outlined"
            loading={change.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('cards.saveControls')}
          </Button>
        }
      >
        <FormGroup>
          {SWITCHES.map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                  label={t(`cards.controls.${name}`)}
                />
              )}
            />
          ))}
        </FormGroup>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {LIMITS.map(([name, bank]) => (
            <FormAmountField
              key={name}
              control={control}
              name={name}
              label={t(`cards.controls.${name}`)}
              helperText={t('cards.bankMaximum', { amount: format.taka(card.bankLimits[bank]) })}
              required
            />
          ))}
        </Stack>
      </ApiForm>
    </Box>
  );
}
