import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FrequencySchema } from '@taka/contracts';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { FormDateField } from '@/shared/ui/form/FormDateField';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { FormSelectField } from '@/shared/ui/form/FormSelectField';
import { RadioChoiceField } from '../form/RadioChoiceField';
import type { ScheduleFormValues } from './schedule-form';

type Props = {
  control: Control<ScheduleFormValues>;
  mode: 'later' | 'repeat';
  end: ScheduleFormValues['end'];
};

/**
 * The fields of Pay later and Repeat: the first run's Dhaka date and time, then how often and until when. Loaded
 * when the customer first chooses one of them, with the date picker (luxon and MUI X) that Pay now never needs.
 */
export function ScheduleTimeFields({ control, mode, end }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormDateField control={control} name="day" label={t('schedule.day')} required />
        <FormTextField
          control={control}
          name="time"
          type="time"
          label={t('schedule.time')}
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {mode === 'repeat' && (
        <>
          <FormSelectField control={control} name="frequency" label={t('schedule.frequency')} required>
            {FrequencySchema.options.map((frequency) => (
              <MenuItem key={frequency} value={frequency}>
                {t(`schedule.frequencies.${frequency}`)}
              </MenuItem>
            ))}
          </FormSelectField>
          <RadioChoiceField
            control={control}
            name="end"
            label={t('schedule.ends')}
            choices={(['never', 'until', 'count'] as const).map((value) => ({
              value,
              label: t(`schedule.endChoices.${value}`),
            }))}
            row
          />
          {end === 'until' && (
            <FormDateField control={control} name="untilDay" label={t('schedule.untilDay')} required />
          )}
          {end === 'count' && (
            <FormTextField
              control={control}
              name="count"
              label={t('schedule.count')}
              required
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
            />
          )}
        </>
      )}
    </>
  );
}
