import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { UserPanel } from './UserPanel';

type Props = { narrow: boolean; onNavigate: () => void; children: ReactNode };

/** The side menu's content: the customer at the top, then the navigation. */
export function SideMenu({ narrow, onNavigate, children }: Props) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%', pb: 2 }}>
      <UserPanel onNavigate={onNavigate} narrow={narrow} />
      {children}
    </Box>
  );
}
