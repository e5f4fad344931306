import type { TFunction } from 'i18next';
import type { TransferSchedule } from '@taka/contracts';
import type { Formatters } from '@/shared/i18n/use-format';

/** "Once on 1 Dec 2026, 9:00 AM", "Monthly from 31 Jan 2027, 9:00 AM, 12 times", in the reader's language. */
export function describeSchedule(schedule: TransferSchedule, t: TFunction, format: Formatters): string {
  const start = format.dateTime(schedule.startAt);
  if (!schedule.repeat) return t('schedule.describe.once', { start });
  const frequency = t(`schedule.frequencies.${schedule.repeat.frequency}`);
  const { end } = schedule.repeat;
  const until =
    end.type === 'until'
      ? t('schedule.describe.until', { date: format.date(end.date) })
      : end.type === 'count'
        ? t('schedule.describe.count', { count: end.count, times: format.number(end.count) })
        : t('schedule.describe.never');
  return t('schedule.describe.repeat', { frequency, start, until });
}
