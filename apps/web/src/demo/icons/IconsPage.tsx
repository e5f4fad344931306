import { useDeferredValue, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import GridView from '@mui/icons-material/GridViewOutlined';
import Interests from '@mui/icons-material/InterestsOutlined';
import SearchOff from '@mui/icons-material/SearchOffOutlined';
import ViewList from '@mui/icons-material/ViewListOutlined';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { PageHeading } from '@/shared/ui/PageHeading';
import { TextInput } from '@/shared/ui/form/TextInput';
import { ICON_SETS, useIconSet, type IconSetSlug } from './api/get-icon-set';
import { IconTiles, type IconView } from './components/IconTiles';
import { IconsSkeleton } from './components/IconsSkeleton';
import { useCopyIconName } from './use-copy-icon-name';

/** Icons drawn at once: a Material set has over 2,000, which would make every keystroke slow. */
export const ICONS_PER_PAGE = 120;

/** The icon catalogue: seven sets, a search on the names, grid or list, and copying an icon's name. */
export function IconsPage() {
  const { t } = useTranslation();
  const [set, setSet] = useState<IconSetSlug>('heroicons-outline');
  const [query, setQuery] = useState('');
  const [view, setView] = useState<IconView>('grid');
  const [page, setPage] = useState(1);
  const iconSet = useIconSet(set);
  const copy = useCopyIconName();
  const search = useDeferredValue(query.trim().toLowerCase());

  const found = useMemo(
    () => (iconSet.data?.list ?? []).filter((name) => name.includes(search)),
    [iconSet.data, search],
  );
  const lastPage = Math.max(1, Math.ceil(found.length / ICONS_PER_PAGE));
  const shownPage = Math.min(page, lastPage);
  const shown = found.slice((shownPage - 1) * ICONS_PER_PAGE, shownPage * ICONS_PER_PAGE);

  const chooseSet = (next: IconSetSlug) => {
    setSet(next);
    setPage(1);
  };
  const changeQuery = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setQuery(event.target.value);
    setPage(1);
  };

  return (
    <>
      <PageHeading titleKey="pages.icons.catalogue">{t('icons.intro')}</PageHeading>
      <Tabs
        value={set}
        onChange={(_, next: IconSetSlug) => chooseSet(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('icons.sets')}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {ICON_SETS.map((slug) => (
          <Tab key={slug} value={slug} id={`icon-set-${slug}`} label={t(`icons.setNames.${slug}`)} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-labelledby={`icon-set-${set}`}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mb: 2, alignItems: { sm: 'center' } }}
        >
          <TextInput
            type="search"
            label={t('icons.search')}
            value={query}
            onChange={changeQuery}
            autoComplete="off"
            sx={{ maxWidth: { sm: 420 } }}
          />
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            onChange={(_, next: IconView | null) => next && setView(next)}
            aria-label={t('icons.view')}
          >
            <ToggleButton value="grid" aria-label={t('icons.gridView')}>
              <GridView aria-hidden />
            </ToggleButton>
            <ToggleButton value="list" aria-label={t('icons.listView')}>
              <ViewList aria-hidden />
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Typography role="status" color="text.secondary" sx={{ mb: 2, minHeight: 24 }}>
          {iconSet.data &&
            (search
              ? t('icons.found', { count: found.length, total: iconSet.data.list.length })
              : t('icons.count', { count: iconSet.data.list.length, set: iconSet.data.name }))}
        </Typography>
        {iconSet.isPending ? (
          <IconsSkeleton view={view} />
        ) : iconSet.isError ? (
          <LoadFailed
            icon={Interests}
            title={t('icons.loadFailed')}
            text={t('icons.loadFailedText')}
            onRetry={() => void iconSet.refetch()}
          />
        ) : found.length === 0 ? (
          <EmptyState
            icon={SearchOff}
            title={t('icons.noneFound')}
            text={t('icons.noneFoundText', { query: query.trim() })}
            action={
              <Button variant="outlined" onClick={() => setQuery('')}>
                {t('icons.clearSearch')}
              </Button>
            }
          />
        ) : (
          <>
            <IconTiles
              names={shown}
              svgs={iconSet.data.svgs}
              namespace={iconSet.data.namespace}
              size={iconSet.data.grid === 'icon-size-5' ? 20 : 24}
              view={view}
              onCopy={(fullName) => void copy(fullName)}
            />
            {lastPage > 1 && (
              <Pagination
                count={lastPage}
                page={shownPage}
                onChange={(_, next) => setPage(next)}
                aria-label={t('icons.pages')}
                sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
              />
            )}
          </>
        )}
      </Box>
    </>
  );
}
