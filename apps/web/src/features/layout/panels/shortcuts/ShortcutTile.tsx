import type { Shortcut } from '@taka/demo-api/schemas/common';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HrefLink } from '@/shared/ui/links';
import { inAppPath } from './shortcut-icons';
import { ShortcutIcon } from './ShortcutIcon';

const tileSx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: 0.5,
  p: 2,
  height: '100%',
  borderRadius: 2,
  color: 'text.primary',
  textDecoration: 'none',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
} as const;

/**
 * One shortcut as a link: a page of this site opens inside the app, or loads afresh when the shortcut says so
 * (Reload); any other address opens in a new tab.
 */
export function ShortcutTile({ shortcut, onOpen }: { shortcut: Shortcut; onOpen: () => void }) {
  const path = inAppPath(shortcut.link);
  const content = (
    <>
      <ShortcutIcon name={shortcut.icon} color="primary" />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {shortcut.label}
      </Typography>
      {shortcut.description && (
        <Typography variant="caption" color="text.secondary">
          {shortcut.description}
        </Typography>
      )}
    </>
  );
  if (path && shortcut.useRouter)
    return (
      <Box component={HrefLink} href={path} onClick={onOpen} sx={tileSx}>
        {content}
      </Box>
    );
  if (path)
    return (
      <Box component="a" href={path} sx={tileSx}>
        {content}
      </Box>
    );
  return (
    <Box
      component="a"
      href={shortcut.link}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onOpen}
      sx={tileSx}
    >
      {content}
    </Box>
  );
}
