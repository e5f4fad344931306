import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type Detail = { key: string; label: string; value: ReactNode; emphasis?: boolean };

/** Label and value pairs as a description list, side by side; long values wrap in their own column. */
export function DetailList({ items }: { items: Detail[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        // On a phone the labels wrap too, so a value keeps three fifths of the width and breaks between words.
        gridTemplateColumns: {
          xs: 'minmax(0, 2fr) minmax(0, 3fr)',
          sm: 'minmax(6rem, max-content) minmax(0, 1fr)',
        },
        alignItems: 'baseline',
        columnGap: { xs: 2, sm: 3 },
        rowGap: 1.25,
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, fontWeight: 600, overflowWrap: 'anywhere' },
      }}
    >
      {items.map((item) => (
        <Box key={item.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2">
            {item.label}
          </Typography>
          <Typography
            component="dd"
            variant={item.emphasis ? 'subtitle1' : 'body2'}
            sx={{ fontWeight: item.emphasis ? 800 : 600 }}
          >
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
