import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MenuBook from '@mui/icons-material/MenuBook';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { SanitizedHtml } from '@/shared/ui/SanitizedHtml';
import { ButtonLink } from '@/shared/ui/links';
import { useDocumentTitle } from '@/shared/ui/use-page-title';
import { useGuide } from './api/get-guide';
import { GuideNotFound } from './components/GuideNotFound';
import { HelpCenterBreadcrumbs } from './components/HelpCenterBreadcrumbs';
import { ListSkeleton } from './components/ListSkeleton';

/** Typography for an article's markup, in the theme's scale. */
const ARTICLE_STYLES = {
  '& h2': { typography: 'h5', fontWeight: 700, mt: 4, mb: 1.5 },
  '& h3': { typography: 'h6', fontWeight: 700, mt: 3, mb: 1 },
  '& p, & li': { typography: 'body1', lineHeight: 1.7 },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 2 },
  '& figure': { mx: 0, my: 3 },
  '& figcaption': { typography: 'body2', color: 'text.secondary', mt: 1 },
  '& blockquote': { m: 0, my: 3, pl: 2, borderLeft: 4, borderColor: 'primary.main', color: 'text.secondary' },
  '& pre': { p: 2, borderRadius: 2, bgcolor: 'action.hover', overflowX: 'auto' },
  '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
  '& a': { color: 'primary.main' },
};

/** A guide article; its markup comes from data and is sanitized before it is shown. */
export function GuidePage({ categorySlug, guideSlug }: { categorySlug: string; guideSlug: string }) {
  const { t } = useTranslation();
  const guide = useGuide(categorySlug, guideSlug);
  const found = guide.data;
  const title = found?.guide.title ?? t('pages.helpCenter.guides');
  useDocumentTitle(title);
  const trail = [
    { label: t('pages.helpCenter.guides'), to: '/apps/help-center/guides' as const },
    ...(found
      ? [
          {
            label: found.category.title,
            to: '/apps/help-center/guides/$categorySlug' as const,
            params: { categorySlug },
          },
        ]
      : []),
  ];
  return (
    <>
      <HelpCenterBreadcrumbs trail={trail} current={title} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: found ? 1 : 3 }}>
        {title}
      </Typography>
      {guide.isPending ? (
        <ListSkeleton rows={3} height={120} />
      ) : guide.isError ? (
        <LoadFailed
          icon={MenuBook}
          title={t('helpCenter.loadFailed')}
          text={t('helpCenter.loadFailedText')}
          onRetry={() => void guide.refetch()}
        />
      ) : !found ? (
        <GuideNotFound />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {found.guide.subtitle}
          </Typography>
          <Paper
            component="article"
            variant="outlined"
            sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3, maxWidth: 860 }}
          >
            <SanitizedHtml html={found.guide.content ?? ''} sx={ARTICLE_STYLES} />
          </Paper>
          <ButtonLink
            to="/apps/help-center/guides/$categorySlug"
            params={{ categorySlug }}
            variant="outlined"
            sx={{ mt: 3 }}
          >
            {t('helpCenter.moreGuides', { category: found.category.title })}
          </ButtonLink>
        </>
      )}
    </>
  );
}
