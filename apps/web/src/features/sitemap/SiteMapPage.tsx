import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkProps } from '@tanstack/react-router';
import { GREEN_PIN_URL } from '@taka/contracts';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Launch from '@mui/icons-material/Launch';
import { TextLink } from '@/shared/ui/links';
import { PageHeading } from '@/shared/ui/PageHeading';
import { visuallyHidden } from '@/shared/ui/visually-hidden';

type SiteLink = { to: LinkProps['to']; titleKey: string };
type SiteGroup = { titleKey: string; links: SiteLink[]; external?: { href: string; titleKey: string }[] };

/** The groups and links of SPEC 2.4, in its order; titles are the menu's where it has the same words. */
const GROUPS: SiteGroup[] = [
  {
    titleKey: 'sitemap.groups.dashboardAndTransfers',
    links: [
      { to: '/dashboard', titleKey: 'nav.dashboard' },
      { to: '/statement', titleKey: 'nav.statement' },
      { to: '/fund-transfer/bank-account-own', titleKey: 'pages.ownAccountTransfer.title' },
      { to: '/fund-transfer/bank-account-other', titleKey: 'pages.withinBankTransfer.title' },
      { to: '/fund-transfer/other-bank-account', titleKey: 'pages.otherBankTransfer.title' },
      { to: '/mfs-transfer', titleKey: 'pages.mfsTransfer.title' },
    ],
  },
  {
    titleKey: 'nav.services.account.title',
    links: [{ to: '/dashboard/tag-account', titleKey: 'nav.services.account.tagAccount' }],
  },
  {
    titleKey: 'sitemap.groups.historyAndSettings',
    links: [
      { to: '/transaction-history', titleKey: 'nav.history.transaction' },
      { to: '/schedule-history', titleKey: 'nav.history.schedule' },
      { to: '/settings/personalise-profile', titleKey: 'pages.personaliseProfile.title' },
      { to: '/settings/change-login-password', titleKey: 'nav.settings.changeLoginPassword' },
      { to: '/transaction-limits', titleKey: 'nav.settings.transactionLimits' },
      { to: '/activity-log', titleKey: 'nav.settings.activityLog' },
      { to: '/others', titleKey: 'nav.others' },
      { to: '/reach-us', titleKey: 'nav.reachUs' },
    ],
  },
  {
    titleKey: 'sitemap.groups.topUpAndPayments',
    links: [
      { to: '/mobile-recharge', titleKey: 'nav.topUp' },
      { to: '/bills-and-fees', titleKey: 'nav.payments' },
    ],
  },
  {
    titleKey: 'nav.services.card.title',
    links: [
      { to: '/card-services/tag-credit-prepaid-card', titleKey: 'nav.services.card.tagCard' },
      { to: '/card-services/card-block', titleKey: 'nav.services.card.cardBlock' },
    ],
    external: [{ href: GREEN_PIN_URL, titleKey: 'nav.services.card.greenPin' }],
  },
];

function Group({ group }: { group: SiteGroup }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2.5, height: '100%', borderRadius: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t(group.titleKey)}
      </Typography>
      <List aria-labelledby={headingId} dense disablePadding sx={{ mt: 1 }}>
        {group.links.map((link) => (
          <ListItem key={link.to} disableGutters>
            <TextLink to={link.to}>{t(link.titleKey)}</TextLink>
          </ListItem>
        ))}
        {group.external?.map((link) => (
          <ListItem key={link.href} disableGutters>
            <Link
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              {t(link.titleKey)}
              <Launch aria-hidden sx={{ fontSize: 16 }} />
              <span style={visuallyHidden}>{t('navigation.opensInNewTab')}</span>
            </Link>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** Every page of the bank's services on one page, in the groups of SPEC 2.4. */
export function SiteMapPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading titleKey="pages.sitemap.title">{t('sitemap.intro')}</PageHeading>
      <Grid container spacing={2}>
        {GROUPS.map((group) => (
          <Grid key={group.titleKey} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Group group={group} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
