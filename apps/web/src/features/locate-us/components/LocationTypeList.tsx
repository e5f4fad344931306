import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Division, LocationType } from '@taka/contracts';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useLocationTypes } from '../api/get-location-types';
import { useErrorToast } from './error-toast';
import { LoadFailed } from './LoadFailed';

export type ChosenArea = { id: number; type: LocationType; division: Division };

/** Step 1: an accordion per location type, each listing its divisions; choosing one opens its locations. */
export function LocationTypeList({ onChoose }: { onChoose: (area: ChosenArea) => void }) {
  const { t } = useTranslation();
  const types = useLocationTypes();
  // Every accordion starts collapsed, also when the customer comes back from a list.
  const [expanded, setExpanded] = useState<number | false>(false);
  useErrorToast(types.error);

  if (types.isPending)
    return (
      <Stack spacing={1} aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  if (types.isError) return <LoadFailed onRetry={() => void types.refetch()} />;

  return (
    <div>
      {types.data.map((type) => {
        const name = t(`pages.locateUs.types.${type.code}`, { defaultValue: type.name });
        const summaryId = `location-type-${type.id}`;
        return (
          <Accordion
            key={type.id}
            expanded={expanded === type.id}
            onChange={(_, open) => setExpanded(open ? type.id : false)}
            disableGutters
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary
              id={summaryId}
              aria-controls={`${summaryId}-divisions`}
              expandIcon={<ExpandMore />}
            >
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {name}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`${summaryId}-divisions`} sx={{ pt: 0 }}>
              <List dense aria-label={t('pages.locateUs.divisionsOf', { type: name })}>
                {type.data.map((area) => (
                  <ListItem key={area.id} disablePadding>
                    <ListItemButton onClick={() => onChoose({ id: area.id, type, division: area.division })}>
                      <ListItemText
                        primary={t(`pages.locateUs.divisions.${area.division}`, {
                          defaultValue: area.division,
                        })}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </div>
  );
}
