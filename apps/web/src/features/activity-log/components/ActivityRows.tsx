import { useTranslation } from 'react-i18next';
import type { ActivityEvent } from '@taka/contracts';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useFormat } from '@/shared/i18n/use-format';
import { describeActivity } from '../describe-activity';

type Props = { events: ActivityEvent[] };

/** What the user agent tells of a device when it names no maker or model: its type, which the app words. */
const DEVICE_TYPES = new Set(['desktop', 'mobile', 'tablet', 'tv']);

/** The kind in words, and under it what the details say, when they say something. */
function EventText({ event }: { event: ActivityEvent }) {
  const { t } = useTranslation();
  const format = useFormat();
  const description = describeActivity(event, (key, values) => t(key, values), format);
  return (
    <>
      <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {t(`activity.kinds.${event.kind}`)}
      </Box>
      {description && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {description}
        </Box>
      )}
    </>
  );
}

/** The events: a table from sm up, a list on a phone. */
export function ActivityRows({ events }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const orUnknown = (value: string | null) => value ?? t('activity.unknown');
  const deviceOf = (event: ActivityEvent) =>
    event.device && DEVICE_TYPES.has(event.device)
      ? t(`activity.deviceTypes.${event.device}`)
      : orUnknown(event.device);

  if (phone)
    return (
      <List disablePadding aria-label={t('activity.rows')}>
        {events.map((event) => (
          <ListItem key={event.id} divider>
            <ListItemText
              primary={<EventText event={event} />}
              secondary={[
                format.dateTime(event.occurredAt),
                event.ip,
                t('activity.client', {
                  browser: orUnknown(event.browser),
                  os: orUnknown(event.os),
                  device: deviceOf(event),
                }),
              ].join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    );

  return (
    <TableContainer tabIndex={0} role="region" aria-label={t('activity.rows')} sx={{ outlineOffset: -2 }}>
      <Table size="small" aria-label={t('activity.rows')} sx={{ minWidth: 820 }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('activity.columns.time')}</TableCell>
            <TableCell scope="col">{t('activity.columns.event')}</TableCell>
            <TableCell scope="col">{t('activity.columns.ip')}</TableCell>
            <TableCell scope="col">{t('activity.columns.device')}</TableCell>
            <TableCell scope="col">{t('activity.columns.browser')}</TableCell>
            <TableCell scope="col">{t('activity.columns.os')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(event.occurredAt)}</TableCell>
              <TableCell>
                <EventText event={event} />
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{event.ip}</TableCell>
              <TableCell>{deviceOf(event)}</TableCell>
              <TableCell>{orUnknown(event.browser)}</TableCell>
              <TableCell>{orUnknown(event.os)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
