import { z } from 'zod';
import { FrequencySchema, type TransferScheduleInput } from '@taka/contracts';

/** When the customer wants the payment: now (no schedule), once later, or repeating. */
export const ScheduleModeSchema = z.enum(['now', 'later', 'repeat']);
export type ScheduleMode = z.infer<typeof ScheduleModeSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A Dhaka date and wall time ("2026-12-01", "09:00") as the instant the server takes (Dhaka is UTC+6 all year). */
export const dhakaInstant = (day: string, time: string) => `${day}T${time}:00+06:00`;

/**
 * The schedule choice of the review step, as its fields hold it. `now` is when it is checked: the first run must
 * come after it.
 */
export const scheduleFormSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      mode: ScheduleModeSchema,
      day: z.string(),
      time: z.string(),
      frequency: FrequencySchema,
      end: z.enum(['never', 'until', 'count']),
      untilDay: z.string(),
      count: z.string(),
    })
    .superRefine((form, ctx) => {
      if (form.mode === 'now') return;
      if (!DAY.test(form.day))
        ctx.addIssue({ code: 'custom', path: ['day'], message: 'schedule.dayRequired' });
      else if (!TIME.test(form.time))
        ctx.addIssue({ code: 'custom', path: ['time'], message: 'schedule.timeRequired' });
      else if (new Date(dhakaInstant(form.day, form.time)).getTime() <= now().getTime())
        ctx.addIssue({ code: 'custom', path: ['time'], message: 'schedule.inPast' });
      if (form.mode !== 'repeat') return;
      if (form.end === 'until' && (!DAY.test(form.untilDay) || form.untilDay < form.day))
        ctx.addIssue({ code: 'custom', path: ['untilDay'], message: 'schedule.untilInvalid' });
      if (form.end === 'count' && !/^[1-9]\d{0,2}$/.test(form.count))
        ctx.addIssue({ code: 'custom', path: ['count'], message: 'schedule.countInvalid' });
    });

export type ScheduleFormValues = z.infer<ReturnType<typeof scheduleFormSchema>>;

/** The checked choice as the contract's schedule; null for Pay now. */
export function toSchedule(form: ScheduleFormValues): TransferScheduleInput | null {
  if (form.mode === 'now') return null;
  const startAt = dhakaInstant(form.day, form.time);
  if (form.mode === 'later') return { startAt, repeat: null };
  const end =
    form.end === 'until'
      ? { type: 'until' as const, date: form.untilDay }
      : form.end === 'count'
        ? { type: 'count' as const, count: Number(form.count) }
        : { type: 'never' as const };
  return { startAt, repeat: { frequency: form.frequency, end } };
}

export const SCHEDULE_FORM_DEFAULTS: ScheduleFormValues = {
  mode: 'now',
  day: '',
  time: '09:00',
  frequency: 'monthly',
  end: 'never',
  untilDay: '',
  count: '12',
};
