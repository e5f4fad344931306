import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import { ItemLinksCard } from '@/shared/ui/navigation/ItemLinksCard';
import { useNavigation } from '@/shared/ui/navigation/navigation-query';
import { PageHeading } from '@/shared/ui/PageHeading';
import { siteMapOf } from './site-map';

/** Every destination of the customer's menu on one page, in the menu's groups (SPEC 2.4), from the same navigation. */
export function SiteMapPage() {
  const { t } = useTranslation();
  const groups = siteMapOf(useNavigation().default);
  return (
    <>
      <PageHeading titleKey="pages.sitemap.title">{t('sitemap.intro')}</PageHeading>
      <Grid container spacing={2}>
        {groups.map((group) => (
          <Grid key={group.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <ItemLinksCard title={group.title} heading="h2" links={group.links} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
