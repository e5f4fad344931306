import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MenuBook from '@mui/icons-material/MenuBook';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { PageHeading } from '@/shared/ui/PageHeading';
import { TextLink } from '@/shared/ui/links';
import { useGuideCategories } from './api/get-guides';
import { HelpCenterBreadcrumbs } from './components/HelpCenterBreadcrumbs';
import { ListSkeleton } from './components/ListSkeleton';

/** The guide categories, each with its first guides and a way to all of them. */
export function GuidesPage() {
  const { t } = useTranslation();
  const categories = useGuideCategories();
  return (
    <>
      <HelpCenterBreadcrumbs current={t('pages.helpCenter.guides')} />
      <PageHeading titleKey="pages.helpCenter.guides">{t('helpCenter.guidesText')}</PageHeading>
      {categories.isPending ? (
        <ListSkeleton rows={4} height={160} />
      ) : categories.isError ? (
        <LoadFailed
          icon={MenuBook}
          title={t('helpCenter.loadFailed')}
          text={t('helpCenter.loadFailedText')}
          onRetry={() => void categories.refetch()}
        />
      ) : (
        <Grid container spacing={2}>
          {categories.data.map((category) => (
            <Grid key={category.id} size={{ xs: 12, md: 6 }}>
              <Card
                component="section"
                aria-labelledby={`guides-${category.slug}`}
                variant="outlined"
                sx={{ height: '100%', borderRadius: 3 }}
              >
                <CardContent>
                  <Typography
                    id={`guides-${category.slug}`}
                    component="h2"
                    variant="h6"
                    sx={{ fontWeight: 700, mb: 1.5 }}
                  >
                    {category.title}
                  </Typography>
                  <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
                    {category.guides.map((guide) => (
                      <li key={guide.id}>
                        <TextLink
                          to="/apps/help-center/guides/$categorySlug/$guideSlug"
                          params={{ categorySlug: category.slug, guideSlug: guide.slug }}
                        >
                          {guide.title}
                        </TextLink>
                      </li>
                    ))}
                  </Stack>
                  <TextLink
                    to="/apps/help-center/guides/$categorySlug"
                    params={{ categorySlug: category.slug }}
                    sx={{ fontWeight: 600 }}
                  >
                    {t('helpCenter.viewAllGuides', { count: category.totalGuides })}
                  </TextLink>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
