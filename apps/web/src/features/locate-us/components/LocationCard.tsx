import { useTranslation } from 'react-i18next';
import type { Location } from '@taka/contracts';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowOutward from '@mui/icons-material/ArrowOutward';

/** OpenStreetMap centred on a place, with a marker on it. */
export const mapUrl = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

/** One branch, ATM, CDM or agent outlet: where it is, how to reach it, and its place on a map when known. */
export function LocationCard({ location }: { location: Location }) {
  const { t } = useTranslation();
  const { name, address, routingNumber, phoneNumbers, email, latitude, longitude } = location;
  const phone = phoneNumbers[0];
  const mail = email[0];
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, height: '100%', display: 'flex', gap: 1 }}>
      <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {address}
        </Typography>
        <Typography variant="body2">
          {t('pages.locateUs.routingNumber')}: {routingNumber}
        </Typography>
        {phone && (
          <Typography variant="body2">
            {t('pages.locateUs.phone')}: <Link href={`tel:${phone}`}>{phone}</Link>
          </Typography>
        )}
        {mail && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('pages.locateUs.email')}: <Link href={`mailto:${mail}`}>{mail}</Link>
          </Typography>
        )}
      </Stack>
      {latitude !== null && longitude !== null && (
        <IconButton
          component="a"
          href={mapUrl(latitude, longitude)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('pages.locateUs.openMap', { name })}
          color="primary"
          sx={{ alignSelf: 'flex-start' }}
        >
          <ArrowOutward />
        </IconButton>
      )}
    </Paper>
  );
}
