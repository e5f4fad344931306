import { useTranslation } from 'react-i18next';
import type { LinkProps } from '@tanstack/react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { TextLink } from '@/shared/ui/links';

type Crumb = { label: string; to: LinkProps['to']; params?: LinkProps['params'] };

/** Where a help-center page sits: the help center, then `trail`, then the page itself (not a link). */
export function HelpCenterBreadcrumbs({ trail = [], current }: { trail?: Crumb[]; current: string }) {
  const { t } = useTranslation();
  const crumbs: Crumb[] = [{ label: t('pages.helpCenter.title'), to: '/apps/help-center' }, ...trail];
  return (
    <Breadcrumbs aria-label={t('helpCenter.breadcrumbs')} sx={{ mb: 2 }}>
      {crumbs.map((crumb) => (
        <TextLink key={crumb.label} to={crumb.to} params={crumb.params} underline="hover" color="inherit">
          {crumb.label}
        </TextLink>
      ))}
      <Typography color="text.primary" aria-current="page">
        {current}
      </Typography>
    </Breadcrumbs>
  );
}
