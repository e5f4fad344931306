import { useTranslation } from 'react-i18next';
import { MOBILE_OPERATORS, type RecentRecharge } from '@taka/contracts';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MoneyText } from '@/shared/banking/money/MoneyText';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { ButtonLink, TextLink } from '@/shared/ui/links';
import { useRecentRecharges } from '../api/get-recent-recharges';
import { useFormat } from '@/shared/i18n/use-format';

/** "Grameenphone · Prepaid" */
export function useRechargeLine() {
  const { t } = useTranslation();
  return (recharge: Pick<RecentRecharge, 'operator' | 'connectionType'>) =>
    [
      recharge.operator && MOBILE_OPERATORS[recharge.operator].name,
      t(`recharge.connection.${recharge.connectionType}`),
    ]
      .filter(Boolean)
      .join(' · ');
}

/**
 * The numbers recharged lately, the latest recharge of each: recharge it again (the form filled in) or see that
 * recharge's receipt.
 */
export function RecentRechargeList({ labelId }: { labelId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const recent = useRecentRecharges();
  const line = useRechargeLine();
  if (recent.isError) return <ApiErrorAlert error={recent.error} />;
  if (!recent.data) return <Skeleton variant="rounded" height={160} />;
  if (recent.data.length === 0)
    return <Typography color="text.secondary">{t('recharge.recent.empty')}</Typography>;
  return (
    <List disablePadding aria-labelledby={labelId}>
      {recent.data.map((recharge) => (
        <ListItem
          key={recharge.mobileNumber}
          divider
          disableGutters
          sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', py: 1.5 }}
        >
          <Stack sx={{ flex: '1 1 12rem', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {recharge.mobileNumber}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {line(recharge)} · {format.dateTime(recharge.rechargedAt)}
            </Typography>
          </Stack>
          <MoneyText value={recharge.amount} sx={{ fontWeight: 700 }} />
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <TextLink
              to="/mobile-recharge/mobile-recharge-details"
              search={{ transactionId: recharge.transactionId }}
              aria-label={t('recharge.recent.detailsFor', { number: recharge.mobileNumber })}
            >
              {t('recharge.recent.details')}
            </TextLink>
            <ButtonLink
              to="/mobile-recharge/mobile-recharge-without-beneficiary"
              search={{ mobileNumber: recharge.mobileNumber, connectionType: recharge.connectionType }}
              variant="outlined"
              size="small"
              aria-label={t('recharge.recent.againFor', { number: recharge.mobileNumber })}
            >
              {t('recharge.recent.again')}
            </ButtonLink>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
