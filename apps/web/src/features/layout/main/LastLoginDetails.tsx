import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import IconButton from '@mui/material/IconButton';
import History from '@mui/icons-material/HistoryOutlined';
import { WhenFirstOpened } from '@/shared/ui/WhenFirstOpened';
import { LastLoginInfo } from './LastLoginInfo';

const Popover = lazy(() => import('@mui/material/Popover'));

/**
 * The last login and IP in the top bar: shown in full from sm up; on a phone a button opens them in a small panel,
 * so they no longer take a row of the bar of their own.
 */
export function LastLoginDetails() {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  if (!phone) return <LastLoginInfo />;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('shell.lastLoginDetails')}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <History />
      </IconButton>
      <WhenFirstOpened open={anchor !== null}>
        <Popover
          open={anchor !== null}
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          slotProps={{ paper: { role: 'dialog', 'aria-label': t('shell.lastLoginDetails'), sx: { p: 2 } } }}
        >
          <LastLoginInfo />
        </Popover>
      </WhenFirstOpened>
    </>
  );
}
