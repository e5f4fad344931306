import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import MenuBook from '@mui/icons-material/MenuBook';
import SearchOff from '@mui/icons-material/SearchOff';
import SupportAgent from '@mui/icons-material/SupportAgent';
import { EmptyState } from '@/shared/ui/EmptyState';
import { HubCards } from '@/shared/ui/HubCards';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { PageHeading } from '@/shared/ui/PageHeading';
import { TextInput } from '@/shared/ui/form/TextInput';
import { useFaqs } from './api/get-faqs';
import { FaqList } from './components/FaqList';
import { ListSkeleton } from './components/ListSkeleton';
import { matchingFaqs } from './search-faqs';

/** The help center's front page: a search through every answer, the ways in, and the most asked questions. */
export function HelpCenterPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const faqs = useFaqs();
  const found = faqs.data && query ? matchingFaqs(faqs.data, query) : null;
  return (
    <>
      <PageHeading titleKey="pages.helpCenter.title">{t('helpCenter.intro')}</PageHeading>
      <TextInput
        type="search"
        label={t('helpCenter.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ maxWidth: 640, mb: 3 }}
      />
      {found ? (
        <Stack spacing={2} component="section" aria-labelledby="help-center-results">
          <Typography id="help-center-results" component="h2" variant="h6" role="status">
            {t('helpCenter.results', { count: found.length })}
          </Typography>
          {found.length > 0 ? (
            <FaqList faqs={found} />
          ) : (
            <EmptyState
              icon={SearchOff}
              title={t('helpCenter.noResults')}
              text={t('helpCenter.noResultsText')}
            />
          )}
        </Stack>
      ) : (
        <Stack spacing={4}>
          <HubCards
            items={[
              {
                key: 'faqs',
                icon: <HelpOutline />,
                title: t('pages.helpCenter.faqs'),
                text: t('helpCenter.faqsText'),
                action: t('helpCenter.openFaqs'),
                to: '/apps/help-center/faqs',
              },
              {
                key: 'guides',
                icon: <MenuBook />,
                title: t('pages.helpCenter.guides'),
                text: t('helpCenter.guidesText'),
                action: t('helpCenter.openGuides'),
                to: '/apps/help-center/guides',
              },
              {
                key: 'support',
                icon: <SupportAgent />,
                title: t('pages.helpCenter.support'),
                text: t('helpCenter.supportText'),
                action: t('helpCenter.openSupport'),
                to: '/apps/help-center/support',
              },
            ]}
          />
          <Stack spacing={2} component="section" aria-labelledby="help-center-most-asked">
            <Typography id="help-center-most-asked" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t('helpCenter.mostAsked')}
            </Typography>
            {faqs.isPending ? (
              <ListSkeleton rows={4} />
            ) : faqs.isError ? (
              <LoadFailed
                icon={HelpOutline}
                title={t('helpCenter.loadFailed')}
                text={t('helpCenter.loadFailedText')}
                onRetry={() => void faqs.refetch()}
              />
            ) : (
              <FaqList faqs={faqs.data[0]?.faqs ?? []} />
            )}
          </Stack>
        </Stack>
      )}
    </>
  );
}
