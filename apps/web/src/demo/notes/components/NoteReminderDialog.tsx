import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { bankDateOf } from '@taka/contracts';
import { FormDateField } from '@/shared/ui/form/FormDateField';

/** A reminder is a day, today or later; it is kept as 9 in the morning of that day at the bank (UTC+6 all year). */
const ReminderFormSchema = z.object({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'notes.reminder.invalid')
    .refine((day) => day >= bankDateOf(), 'notes.reminder.past'),
});

const reminderOf = (day: string) => new Date(`${day}T09:00:00+06:00`).toISOString();

type Props = {
  /** The note's reminder (ISO date-time) or null. */
  reminder: string | null;
  onSave: (reminder: string | null) => void;
  onClose: () => void;
};

/** Sets the day a note reminds of, or removes its reminder. */
export function NoteReminderDialog({ reminder, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ReminderFormSchema),
    defaultValues: { day: reminder ? bankDateOf(new Date(reminder)) : '' },
  });
  const save = handleSubmit(({ day }) => onSave(reminderOf(day)));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('notes.reminder.title')}</DialogTitle>
      <DialogContent>
        <form id={`${titleId}-form`} noValidate onSubmit={save} style={{ paddingTop: 8 }}>
          <FormDateField control={control} name="day" label={t('notes.reminder.day')} required />
        </form>
      </DialogContent>
      <DialogActions>
        {reminder && (
          <Button color="error" onClick={() => onSave(null)} sx={{ mr: 'auto' }}>
            {t('notes.reminder.remove')}
          </Button>
        )}
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained">
          {t('notes.reminder.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
