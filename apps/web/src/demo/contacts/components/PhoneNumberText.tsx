import Box from '@mui/material/Box';
import type { Country } from '@taka/demo-api/schemas/contacts';

type Props = { country?: Country; iso: string; phoneNumber: string };

/** A number with its country's flag and dial prefix, e.g. 🇧🇩 +880 1712-458930. */
export function PhoneNumberText({ country, iso, phoneNumber }: Props) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'baseline' }}>
      <span role="img" aria-label={country?.name ?? iso.toUpperCase()} title={country?.name}>
        {country?.flag ?? iso.toUpperCase()}
      </span>
      <span dir="ltr">
        {country ? `${country.code} ` : ''}
        {phoneNumber}
      </span>
    </Box>
  );
}
