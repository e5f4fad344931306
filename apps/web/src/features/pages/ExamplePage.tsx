import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { Paragraphs } from '@/shared/ui/Paragraphs';

const TIPS = ['menu', 'appearance', 'language', 'security'] as const;

/** A simple content page inside the shell, where signing in lands by default (signed-in-redirect). */
export function ExamplePage() {
  const { t } = useTranslation();
  const title = usePageTitle('pages.example.title');
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
        {title}
      </Typography>
      <Paragraphs translationKey="pages.example.body" />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {TIPS.map((tip) => (
          <Grid key={tip} size={{ xs: 12, sm: 6 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                  {t(`pages.example.tips.${tip}.title`)}
                </Typography>
                <Typography color="text.secondary">{t(`pages.example.tips.${tip}.text`)}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
