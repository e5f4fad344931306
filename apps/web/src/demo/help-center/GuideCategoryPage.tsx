import { useTranslation } from 'react-i18next';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { createLink } from '@tanstack/react-router';
import MenuBook from '@mui/icons-material/MenuBook';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { useDocumentTitle } from '@/shared/ui/use-page-title';
import { useGuideCategory } from './api/get-guides';
import { GuideNotFound } from './components/GuideNotFound';
import { HelpCenterBreadcrumbs } from './components/HelpCenterBreadcrumbs';
import { ListSkeleton } from './components/ListSkeleton';

const ListItemLink = createLink(ListItemButton);

/** Every guide of one category. */
export function GuideCategoryPage({ categorySlug }: { categorySlug: string }) {
  const { t } = useTranslation();
  const category = useGuideCategory(categorySlug);
  const title = category.data?.title ?? t('pages.helpCenter.guides');
  useDocumentTitle(title);
  const trail = [{ label: t('pages.helpCenter.guides'), to: '/apps/help-center/guides' as const }];
  return (
    <>
      <HelpCenterBreadcrumbs trail={trail} current={title} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 3 }}>
        {title}
      </Typography>
      {category.isPending ? (
        <ListSkeleton rows={6} height={64} />
      ) : category.isError ? (
        <LoadFailed
          icon={MenuBook}
          title={t('helpCenter.loadFailed')}
          text={t('helpCenter.loadFailedText')}
          onRetry={() => void category.refetch()}
        />
      ) : !category.data ? (
        <GuideNotFound />
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: 3 }}>
          <List disablePadding>
            {category.data.guides.map((guide) => (
              <ListItemLink
                key={guide.id}
                to="/apps/help-center/guides/$categorySlug/$guideSlug"
                params={{ categorySlug, guideSlug: guide.slug }}
                divider
              >
                <ListItemText primary={guide.title} secondary={guide.subtitle} />
              </ListItemLink>
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}
