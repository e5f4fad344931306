import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavigationItem } from '@taka/contracts';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Launch from '@mui/icons-material/Launch';
import { HrefLink } from '@/shared/ui/links';
import { useNavigation } from '@/shared/ui/navigation/navigation-query';
import { itemHref } from '@/shared/ui/navigation/navigation-state';
import { PageHeading } from '@/shared/ui/PageHeading';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { siteMapOf, type SiteMapGroup } from './site-map';

function SiteLink({ item }: { item: NavigationItem }) {
  const { t } = useTranslation();
  const href = itemHref(item)!;
  const title = t(item.title ?? '');
  if (!item.externalLink)
    return (
      <Link component={HrefLink} href={href}>
        {title}
      </Link>
    );
  const newTab = item.target === '_blank';
  return (
    <Link
      href={href}
      target={item.target}
      rel={newTab ? 'noopener noreferrer' : undefined}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      {title}
      {newTab && <Launch aria-hidden sx={{ fontSize: 16 }} />}
      {newTab && <span style={visuallyHidden}>{t('navigation.opensInNewTab')}</span>}
    </Link>
  );
}

function Group({ group }: { group: SiteMapGroup }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2.5, height: '100%', borderRadius: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t(group.title)}
      </Typography>
      <List aria-labelledby={headingId} dense disablePadding sx={{ mt: 1 }}>
        {group.links.map((item) => (
          <ListItem key={item.id} disableGutters>
            <SiteLink item={item} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

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
            <Group group={group} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
