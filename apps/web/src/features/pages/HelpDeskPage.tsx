import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { GuestPageFrame } from '@/shared/ui/GuestPageFrame';
import { Paragraphs } from './components/Paragraphs';

const CHANNELS = ['phone', 'email', 'branch'] as const;

/** How to reach the bank's help desk before signing in. */
export function HelpDeskPage() {
  const { t } = useTranslation();
  const title = usePageTitle('pages.helpDesk.title');
  return (
    <GuestPageFrame title={title}>
      <Paragraphs translationKey="pages.helpDesk.intro" />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {CHANNELS.map((channel) => (
          <Grid key={channel} size={{ xs: 12, sm: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                  {t(`pages.helpDesk.channels.${channel}.title`)}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>
                  {t(`pages.helpDesk.channels.${channel}.value`)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t(`pages.helpDesk.channels.${channel}.hours`)}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {t('pages.helpDesk.safety')}
      </Typography>
    </GuestPageFrame>
  );
}
