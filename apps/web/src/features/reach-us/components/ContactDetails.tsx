import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DetailList } from '@/shared/banking/DetailList';
import { useFormat } from '@/shared/i18n/use-format';

/** The bank's contact points; numbers are identifiers, written as they are dialled (docs/decisions/023). */
export const BANK_CONTACT = {
  hotline: '16234',
  international: '+880 9612 016234',
  email: 'help@taka.com.bd',
} as const;

/** Office hours, Sunday to Thursday, in bank time (the instants' day does not matter, only their time). */
const OPENS = new Date('2026-01-04T10:00:00+06:00');
const CLOSES = new Date('2026-01-04T16:00:00+06:00');

const dialable = (number: string) => `tel:${number.replace(/\s/g, '')}`;

/** How to reach the bank: hotline, from abroad, e-mail, head office and its hours. */
export function ContactDetails() {
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 3, borderRadius: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {t('reachUs.contact.title')}
      </Typography>
      <DetailList
        items={[
          {
            key: 'hotline',
            label: t('reachUs.contact.hotline'),
            value: (
              <>
                <Link href={dialable(BANK_CONTACT.hotline)}>{BANK_CONTACT.hotline}</Link>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {t('reachUs.contact.hotlineHours', { hours: 24, days: 7 })}
                </Typography>
              </>
            ),
          },
          {
            key: 'international',
            label: t('reachUs.contact.international'),
            value: <Link href={dialable(BANK_CONTACT.international)}>{BANK_CONTACT.international}</Link>,
          },
          {
            key: 'email',
            label: t('reachUs.contact.email'),
            value: <Link href={`mailto:${BANK_CONTACT.email}`}>{BANK_CONTACT.email}</Link>,
          },
          {
            key: 'address',
            label: t('reachUs.contact.address'),
            value: (
              <Typography component="address" variant="body2" sx={{ fontStyle: 'normal', fontWeight: 600 }}>
                {t('reachUs.contact.addressValue')}
              </Typography>
            ),
          },
          {
            key: 'hours',
            label: t('reachUs.contact.officeHours'),
            value: t('reachUs.contact.officeHoursValue', {
              from: format.time(OPENS),
              to: format.time(CLOSES),
            }),
          },
        ]}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('pages.helpDesk.safety')}
      </Typography>
    </Paper>
  );
}
