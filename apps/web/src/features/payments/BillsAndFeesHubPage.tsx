import { useTranslation } from 'react-i18next';
import { billerSectorsOf } from '@taka/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { createLink } from '@tanstack/react-router';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { TextLink } from '@/shared/ui/links';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useBillers } from '@/shared/banking/api/get-billers';

const CardLink = createLink(CardActionArea);

/** Utility bills by sector (electricity, gas, water): choosing a biller opens its bill payment. */
export function BillsAndFeesHubPage() {
  const { t } = useTranslation();
  const title = usePageTitle('pages.billsAndFees.title');
  const billers = useBillers();
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        {t('bills.hub.intro')} <TextLink to="/payments">{t('bills.hub.morePayments')}</TextLink>
      </Typography>
      <ApiErrorAlert error={billers.error} />
      {!billers.data && !billers.isError && <Skeleton variant="rounded" height={240} />}
      {billers.data &&
        billerSectorsOf('bill').map((sector) => (
          <Box component="section" key={sector} aria-labelledby={`sector-${sector}`} sx={{ mb: 4 }}>
            <Typography id={`sector-${sector}`} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
              {t(`bills.sectors.${sector}`)}
            </Typography>
            <Grid container spacing={2}>
              {billers.data
                .filter((biller) => biller.sector === sector)
                .map((biller) => (
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
        ))}
    </>
  );
}
