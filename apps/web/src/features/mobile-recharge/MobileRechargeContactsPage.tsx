import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Beneficiary } from '@taka/contracts';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAdd from '@mui/icons-material/PersonAddAlt';
import { useBeneficiaries } from '@/shared/banking/api/get-beneficiaries';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { ButtonLink, TextLink } from '@/shared/ui/links';
import { RecentRechargeList, useRechargeLine } from './components/RecentRechargeList';
import { PageHeading } from '@/shared/ui/PageHeading';

type MobileBeneficiary = Extract<Beneficiary, { type: 'mobile' }>;

/** The numbers to recharge in one press: those saved as beneficiaries, then those recharged lately. */
export function MobileRechargeContactsPage() {
  const { t } = useTranslation();
  const savedId = useId();
  const recentId = useId();
  return (
    <>
      <PageHeading titleKey="pages.mobileRechargeContacts.title">
        {t('recharge.contacts.intro')} <TextLink to="/beneficiary">{t('recharge.contacts.manage')}</TextLink>
      </PageHeading>
      <Box component="section" aria-labelledby={savedId} sx={{ mb: 4, maxWidth: 760 }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}
        >
          <Typography id={savedId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('recharge.contacts.saved')}
          </Typography>
          <ButtonLink
            to="/mobile-recharge/mobile-recharge-add-beneficiary"
            variant="outlined"
            size="small"
            startIcon={<PersonAdd />}
          >
            {t('recharge.hub.addBeneficiary.action')}
          </ButtonLink>
        </Stack>
        <SavedNumbers labelId={savedId} />
      </Box>
      <Box component="section" aria-labelledby={recentId} sx={{ maxWidth: 760 }}>
        <Typography id={recentId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {t('recharge.recent.title')}
        </Typography>
        <RecentRechargeList labelId={recentId} />
      </Box>
    </>
  );
}

function SavedNumbers({ labelId }: { labelId: string }) {
  const { t } = useTranslation();
  const saved = useBeneficiaries('mobile');
  const line = useRechargeLine();
  if (saved.isError) return <ApiErrorAlert error={saved.error} />;
  if (!saved.data) return <Skeleton variant="rounded" height={120} />;
  const numbers = saved.data as MobileBeneficiary[];
  if (numbers.length === 0)
    return <Typography color="text.secondary">{t('recharge.contacts.none')}</Typography>;
  return (
    <List disablePadding aria-labelledby={labelId}>
      {numbers.map((beneficiary) => (
        <ListItem
          key={beneficiary.id}
          divider
          disableGutters
          sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', py: 1.5 }}
        >
          <Stack sx={{ flex: '1 1 12rem', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{beneficiary.nickname}</Typography>
            <Typography variant="body2" color="text.secondary">
              {beneficiary.mobileNumber} ·{' '}
              {line({ operator: beneficiary.operator, connectionType: beneficiary.connection })}
            </Typography>
          </Stack>
          <ButtonLink
            to="/mobile-recharge/mobile-recharge-without-beneficiary"
            search={{ mobileNumber: beneficiary.mobileNumber, connectionType: beneficiary.connection }}
            variant="contained"
            size="small"
            aria-label={t('recharge.contacts.rechargeFor', { name: beneficiary.nickname })}
          >
            {t('recharge.contacts.recharge')}
          </ButtonLink>
        </ListItem>
      ))}
    </List>
  );
}
