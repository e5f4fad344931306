import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { canRepeat, FrequencySchema, type TransferScheduleInput, type TransferType } from '@taka/contracts';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { FormDateField } from '@/shared/ui/form/FormDateField';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { RadioChoiceField } from '../form/RadioChoiceField';
import { scheduleFormSchema, toSchedule, type ScheduleFormValues } from './schedule-form';

type Props = {
  /** The form's id: the review step's Continue button submits it. */
  id: string;
  type: TransferType;
  defaultValues: ScheduleFormValues;
  /** The choice, checked: null for Pay now. */
  onSubmit: (schedule: TransferScheduleInput | null, values: ScheduleFormValues) => void;
};

/**
 * Pay now, Pay later (a date and a time, Dhaka time) or Repeat (daily, weekly, monthly or yearly; until a date, a
 * number of times or until cancelled): the choice every transfer and payment offers on its review step.
 */
export function ScheduleChoice({ id, type, defaultValues, onSubmit }: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<ScheduleFormValues>({
    defaultValues,
    resolver: zodResolver(scheduleFormSchema()),
  });
  const [mode, end] = useWatch({ control, name: ['mode', 'end'] });
  const modes = (['now', 'later', ...(canRepeat(type) ? ['repeat'] : [])] as const).map((value) => ({
    value,
    label: t(`schedule.modes.${value}`),
  }));
  return (
    <Stack
      component="form"
      id={id}
      noValidate
      spacing={2}
      sx={{ mt: 3 }}
      onSubmit={handleSubmit((values) => onSubmit(toSchedule(values), values))}
    >
      <RadioChoiceField control={control} name="mode" label={t('schedule.when')} choices={modes} row />
      {mode !== 'now' && (
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
      )}
      {mode === 'repeat' && (
        <>
          <FormTextField control={control} name="frequency" select label={t('schedule.frequency')} required>
            {FrequencySchema.options.map((frequency) => (
              <MenuItem key={frequency} value={frequency}>
                {t(`schedule.frequencies.${frequency}`)}
              </MenuItem>
            ))}
          </FormTextField>
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
    </Stack>
  );
}
