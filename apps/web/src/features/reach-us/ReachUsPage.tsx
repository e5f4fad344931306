import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/shared/ui/PageHeading';
import { ContactDetails } from './components/ContactDetails';
import { SecureMessageForm } from './components/SecureMessageForm';
import { SentMessages } from './components/SentMessages';

/** The bank's contact details, a secure message form, and the messages sent so far. */
export function ReachUsPage() {
  const { t } = useTranslation();
  const formHeadingId = useId();
  return (
    <>
      <PageHeading titleKey="pages.reachUs.title">{t('reachUs.intro')}</PageHeading>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <ContactDetails />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <Paper
              component="section"
              variant="outlined"
              aria-labelledby={formHeadingId}
              sx={{ p: 3, borderRadius: 3 }}
            >
              <Typography id={formHeadingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {t('reachUs.form.title')}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2.5 }}>
                {t('reachUs.form.intro')}
              </Typography>
              <SecureMessageForm />
            </Paper>
            <SentMessages />
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
