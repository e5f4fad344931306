import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Paragraphs } from '@/shared/ui/Paragraphs';

const CHANNELS = ['phone', 'email', 'branch'] as const;

/** How to reach the help desk: the guest page's content, and the Others page's dialog (headings one level down). */
export function HelpDeskContent({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  return (
    <>
      <Paragraphs translationKey="pages.helpDesk.intro" />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {CHANNELS.map((channel) => (
          <Grid key={channel} size={{ xs: 12, sm: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography component={headingLevel} variant="h6" sx={{ mb: 1 }}>
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
    </>
  );
}
