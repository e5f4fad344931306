import { lazy, Suspense, useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { canRepeat, type TransferScheduleInput, type TransferType } from '@taka/contracts';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { RadioChoiceField } from '../form/RadioChoiceField';
import { scheduleFormSchema, toSchedule, type ScheduleFormValues, type ScheduleMode } from './schedule-form';

const ScheduleTimeFields = lazy(() =>
  import('./ScheduleTimeFields').then((module) => ({ default: module.ScheduleTimeFields })),
);

type Props = {
  /** The form's id: the review step's Continue button submits it. */
  id: string;
  type: TransferType;
  defaultValues: ScheduleFormValues;
  /** The choice, checked: null for Pay now. */
  onSubmit: (schedule: TransferScheduleInput | null, values: ScheduleFormValues) => void;
  /** Told of every change between now, later and repeat. */
  onModeChange: (mode: ScheduleMode) => void;
};

/**
 * Pay now, Pay later (a date and a time, Dhaka time) or Repeat (daily, weekly, monthly or yearly; until a date, a
 * number of times or until cancelled): the choice every transfer and payment offers on its review step.
 */
export function ScheduleChoice({ id, type, defaultValues, onSubmit, onModeChange }: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<ScheduleFormValues>({
    defaultValues,
    resolver: zodResolver(scheduleFormSchema()),
  });
  const [mode, end] = useWatch({ control, name: ['mode', 'end'] });
  useEffect(() => {
    onModeChange(mode);
  }, [mode, onModeChange]);
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
        <Suspense fallback={<Skeleton variant="rounded" height={56} />}>
          <ScheduleTimeFields control={control} mode={mode} end={end} />
        </Suspense>
      )}
    </Stack>
  );
}
