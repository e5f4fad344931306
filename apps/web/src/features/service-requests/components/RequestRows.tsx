import { useTranslation } from 'react-i18next';
import type { ServiceRequest } from '@taka/contracts';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useFormat } from '@/shared/i18n/use-format';
import { RequestStatusChip } from './RequestStatusChip';

type Props = { requests: ServiceRequest[]; onOpen: (request: ServiceRequest) => void };

/** The requests, newest first: what, when, its reference and status; each opens its timeline. */
export function RequestRows({ requests, onOpen }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <List disablePadding aria-label={t('serviceRequests.rows')}>
      {requests.map((request) => (
        <ListItem key={request.id} disablePadding divider>
          <ListItemButton onClick={() => onOpen(request)} aria-haspopup="dialog" sx={{ gap: 2 }}>
            <ListItemText
              primary={t(`serviceRequests.types.${request.type}`)}
              secondary={`${format.dateTime(request.createdAt)} · ${request.reference}`}
              slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            />
            <RequestStatusChip status={request.status} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
