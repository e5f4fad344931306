import { lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import MoreVert from '@mui/icons-material/MoreVert';
import { WhenFirstOpened } from '@/shared/ui/WhenFirstOpened';

const Popover = lazy(() => import('@mui/material/Popover'));

/**
 * On a phone, the top bar's tools beyond its own row (the demo layer's panels) behind one button: a small panel
 * holds their buttons, whose panels open over it.
 */
export function MoreTools({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('shell.moreTools')}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <WhenFirstOpened open={anchor !== null}>
        <Popover
          open={anchor !== null}
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ paper: { role: 'dialog', 'aria-label': t('shell.moreTools'), sx: { p: 1 } } }}
        >
          {children}
        </Popover>
      </WhenFirstOpened>
    </>
  );
}
