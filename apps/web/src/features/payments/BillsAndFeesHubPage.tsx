import { useTranslation } from 'react-i18next';
import { billerSectorsOf, type Biller } from '@taka/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { createLink } from '@tanstack/react-router';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { TextLink } from '@/shared/ui/links';
import { useBillers } from '@/shared/banking/api/get-billers';
import { PageHeading } from '@/shared/ui/PageHeading';

const CardLink = createLink(CardActionArea);

type Group = { id: string; title: string; text?: string; billers: Biller[] };

/** A group of billers as cards, each opening its payment with the biller chosen. */
function BillerGroup({ id, title, text, billers }: Group) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, mb: text ? 0.5 : 1.5 }}>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {text}
        </Typography>
      )}
      <Grid container spacing={2}>
        {billers.map((biller) => (
          <Grid key={biller.code} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
              <CardLink
                to="/bills-and-fees/bills-and-fees-details"
                search={{ biller: biller.code }}
                sx={{
                  height: '100%',
                  p: 2,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'flex-start',
                }}
              >
                <Typography sx={{ fontWeight: 700 }}>{biller.shortName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {biller.name}
                </Typography>
              </CardLink>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

/**
 * Utility bills by sector (electricity, gas, water), then the prepaid electricity vendors in a group of their own:
 * choosing a biller opens its bill payment, choosing a vendor the token purchase.
 */
export function BillsAndFeesHubPage() {
  const { t } = useTranslation();
  const billers = useBillers();
  const postpaid = (billers.data ?? []).filter((biller) => !biller.prepaid);
  const groups: Group[] = [
    ...billerSectorsOf('bill').map((sector) => ({
      id: `sector-${sector}`,
      title: t(`bills.sectors.${sector}`),
      billers: postpaid.filter((biller) => biller.sector === sector),
    })),
    {
      id: 'prepaid-electricity',
      title: t('bills.prepaidGroup'),
      text: t('bills.hub.prepaidText'),
      billers: (billers.data ?? []).filter((biller) => biller.prepaid),
    },
  ];
  return (
    <>
      <PageHeading titleKey="pages.billsAndFees.title">
        {t('bills.hub.intro')} <TextLink to="/payments">{t('bills.hub.morePayments')}</TextLink>
      </PageHeading>
      <ApiErrorAlert error={billers.error} />
      {!billers.data && !billers.isError && <Skeleton variant="rounded" height={240} />}
      {billers.data &&
        groups
          .filter((group) => group.billers.length > 0)
          .map((group) => <BillerGroup key={group.id} {...group} />)}
    </>
  );
}
