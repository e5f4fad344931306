import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { TextLink } from '@/shared/ui/links';
import { ItemLinksCard } from '@/shared/ui/navigation/ItemLinksCard';
import { menuParts } from '@/shared/ui/navigation/menu-sections';
import { useNavigation } from '@/shared/ui/navigation/navigation-query';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { Paragraphs } from '@/shared/ui/Paragraphs';

const TIPS = ['menu', 'appearance', 'language', 'security'] as const;
/** How many services of each part of the menu the page shows; the site map has them all. */
const SHOWN = 4;

/** The first services of each part of the customer's menu (the default one, which the other layouts hold too). */
function Services() {
  const { t } = useTranslation();
  const parts = menuParts(useNavigation().default);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ fontWeight: 700, mt: 1 }}>
        {t('pages.example.services.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('pages.example.services.text')}
      </Typography>
      <Grid container spacing={2}>
        {parts.map(({ container, links }) => (
          <Grid key={container?.id ?? 'main-menu'} size={{ xs: 12, sm: 6, lg: 4 }}>
            <ItemLinksCard
              title={container?.title ?? 'shell.mainMenu'}
              heading="h3"
              links={links.slice(0, SHOWN)}
            >
              {links.length > SHOWN && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t('pages.example.services.more', { count: links.length - SHOWN })}
                </Typography>
              )}
            </ItemLinksCard>
          </Grid>
        ))}
      </Grid>
      <TextLink to="/sitemap" sx={{ display: 'inline-block', mt: 2, fontWeight: 600 }}>
        {t('pages.example.services.all')}
      </TextLink>
    </section>
  );
}

/**
 * Where signing in lands by default (signed-in-redirect) and where the compact, futuristic and horizontal menus
 * start (SPEC 2.1, 2.3): a welcome, the customer's services from the menu, and how to change the menu back.
 */
export function ExamplePage() {
  const { t } = useTranslation();
  const title = usePageTitle('pages.example.title');
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
        {title}
      </Typography>
      <Paragraphs translationKey="pages.example.body" />
      <Services />
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mt: 4, mb: 2 }}>
        {t('pages.example.tipsTitle')}
      </Typography>
      <Grid container spacing={2}>
        {TIPS.map((tip) => (
          <Grid key={tip} size={{ xs: 12, sm: 6 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
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
