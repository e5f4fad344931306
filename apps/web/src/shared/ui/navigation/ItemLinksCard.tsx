import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavigationItem } from '@taka/contracts';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Launch from '@mui/icons-material/Launch';
import { HrefLink } from '@/shared/ui/links';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { itemHref } from './navigation-state';

/** A menu item's destination as a text link in a page: in the app, or on its own site (safely, in a new tab). */
function ItemTextLink({ item }: { item: NavigationItem }) {
  const { t } = useTranslation();
  const href = itemHref(item) ?? '';
  const title = item.title ? t(item.title) : '';
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

type Props = {
  /** The card's heading (a translation key) and its level in the page. */
  title: string;
  heading: 'h2' | 'h3';
  /** Menu items with a destination (shared/ui/navigation/menu-sections.ts). */
  links: NavigationItem[];
  /** Under the list: a link to more. */
  children?: ReactNode;
};

/** A card of menu destinations under a heading, as a list named by it (the site map's groups, the start page's). */
export function ItemLinksCard({ title, heading, links, children }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2.5, height: '100%', borderRadius: 3 }}>
      <Typography id={headingId} component={heading} variant="h6" sx={{ fontWeight: 700 }}>
        {t(title)}
      </Typography>
      <List aria-labelledby={headingId} dense disablePadding sx={{ mt: 1 }}>
        {links.map((item) => (
          <ListItem key={item.id} disableGutters>
            <ItemTextLink item={item} />
          </ListItem>
        ))}
      </List>
      {children}
    </Paper>
  );
}
