import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { GuestToolbar } from './GuestToolbar';

/** The empty layout for a form page: the form on a card in the middle of the window. */
export function CenteredLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 5 }, borderRadius: 4 }}>
        <GuestToolbar />
        <Box component="main" id="main-content">
          {children}
        </Box>
      </Paper>
    </Box>
  );
}
