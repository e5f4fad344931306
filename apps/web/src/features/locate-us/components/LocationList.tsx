import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import SearchOff from '@mui/icons-material/SearchOff';
import LocationOffOutlined from '@mui/icons-material/LocationOffOutlined';
import { EmptyState } from '@/shared/ui/EmptyState';
import { useLocations } from '../api/get-locations';
import { searchLocations } from '../location-search';
import { useErrorToast } from './error-toast';
import { LoadFailed } from './LoadFailed';
import { LocationCard } from './LocationCard';

/** Step 2: the locations of the chosen type and division, with a search over their names and addresses. */
export function LocationList({ areaId, typeName }: { areaId: number; typeName: string }) {
  const { t } = useTranslation();
  const locations = useLocations(areaId);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  useErrorToast(locations.error);

  if (locations.isError) return <LoadFailed onRetry={() => void locations.refetch()} />;
  if (locations.data?.length === 0)
    return (
      <EmptyState
        icon={LocationOffOutlined}
        title={t('pages.locateUs.emptyTitle')}
        text={t('pages.locateUs.emptyText', { type: typeName })}
      />
    );

  const shown = locations.data ? searchLocations(locations.data, deferredQuery) : null;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <TextField
          type="search"
          size="small"
          label={t('pages.locateUs.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          disabled={!locations.data}
          sx={{ flex: '1 1 260px', maxWidth: 420 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography role="status" color="text.secondary" sx={{ minWidth: 120 }}>
          {shown ? t('pages.locateUs.count', { count: shown.length }) : <Skeleton width={100} />}
        </Typography>
      </Box>
      {!shown ? (
        <Grid container spacing={2} aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2, 3].map((key) => (
            <Grid key={key} size={{ xs: 12, md: 6 }}>
              <Skeleton variant="rounded" height={168} />
            </Grid>
          ))}
        </Grid>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={SearchOff}
          title={t('pages.locateUs.noMatchTitle')}
          text={t('pages.locateUs.noMatchText', { query: deferredQuery.trim() })}
        />
      ) : (
        <Grid
          container
          spacing={2}
          component="ul"
          aria-label={t('pages.locateUs.listLabel')}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {shown.map((location) => (
            <Grid key={`${location.name}|${location.address}`} size={{ xs: 12, md: 6 }} component="li">
              <LocationCard location={location} />
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
