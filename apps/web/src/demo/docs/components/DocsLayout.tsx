import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import { useRouterState } from '@tanstack/react-router';
import { TextLink } from '@/shared/ui/links';

const pages = [
  {
    group: 'docs.nav.guides',
    to: '/docs/guides/getting-started/introduction',
    label: 'docs.nav.introduction',
  },
  { group: 'docs.nav.releases', to: '/docs/changelog', label: 'docs.nav.changelog' },
] as const;

/** A documentation page beside the small menu of the docs (a row above the page on phones). */
export function DocsLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '220px 1fr' } }}>
      <Box component="nav" aria-label={t('docs.nav.label')} sx={{ alignSelf: 'start' }}>
        {pages.map(({ group, to, label }) => (
          <List
            key={to}
            dense
            subheader={
              <ListSubheader disableSticky sx={{ px: 0, lineHeight: 2.5 }}>
                {t(group)}
              </ListSubheader>
            }
          >
            <li>
              <TextLink
                to={to}
                underline="hover"
                aria-current={pathname === to ? 'page' : undefined}
                sx={{
                  display: 'block',
                  py: 0.75,
                  px: 1.5,
                  borderRadius: 1,
                  fontWeight: pathname === to ? 700 : 400,
                  bgcolor: pathname === to ? 'action.selected' : undefined,
                }}
              >
                {t(label)}
              </TextLink>
            </li>
          </List>
        ))}
      </Box>
      <Box sx={{ minWidth: 0, maxWidth: 820 }}>{children}</Box>
    </Box>
  );
}
