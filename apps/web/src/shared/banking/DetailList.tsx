import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type Detail = { key: string; label: string; value: ReactNode; emphasis?: boolean };

/** Label and value pairs as a description list: side by side from sm, stacked on a phone. */
export function DetailList({ items }: { items: Detail[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, auto) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
        m: 0,
        '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
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
