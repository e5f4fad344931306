import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type Week = 'this-week' | 'last-week';

/** The week a project figure shows, with the tab options to switch it. */
export function useWeek() {
  const { t } = useTranslation();
  const [week, setWeek] = useState<Week>('this-week');
  const options = (['this-week', 'last-week'] as const).map((value) => ({
    value,
    label: t(`demoDashboards.ranges.${value}`),
  }));
  return { week, setWeek, options, weekName: t(`demoDashboards.ranges.${week}`) };
}
