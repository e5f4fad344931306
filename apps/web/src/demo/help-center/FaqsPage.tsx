import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useFaqs } from './api/get-faqs';
import { FaqList } from './components/FaqList';
import { HelpCenterBreadcrumbs } from './components/HelpCenterBreadcrumbs';
import { ListSkeleton } from './components/ListSkeleton';

/** Every FAQ, by category. */
export function FaqsPage() {
  const { t } = useTranslation();
  const faqs = useFaqs();
  return (
    <>
      <HelpCenterBreadcrumbs current={t('pages.helpCenter.faqs')} />
      <PageHeading titleKey="pages.helpCenter.faqs">{t('helpCenter.faqsText')}</PageHeading>
      {faqs.isPending ? (
        <ListSkeleton rows={8} />
      ) : faqs.isError ? (
        <LoadFailed
          icon={HelpOutline}
          title={t('helpCenter.loadFailed')}
          text={t('helpCenter.loadFailedText')}
          onRetry={() => void faqs.refetch()}
        />
      ) : (
        <Stack spacing={4}>
          {faqs.data.map((category) => (
            <Stack
              key={category.id}
              spacing={1.5}
              component="section"
              aria-labelledby={`faq-${category.slug}`}
            >
              <Typography id={`faq-${category.slug}`} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {category.title}
              </Typography>
              <FaqList faqs={category.faqs} />
            </Stack>
          ))}
        </Stack>
      )}
    </>
  );
}
