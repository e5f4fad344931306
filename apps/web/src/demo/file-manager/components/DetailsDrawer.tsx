import { useTranslation } from 'react-i18next';
import type { FileItem } from '@taka/demo-api/schemas/file-manager';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import { useFormat } from '@/shared/i18n/use-format';
import { ButtonLink } from '@/shared/ui/links';
import { FileTypeIcon } from './FileTypeIcon';

type Props = { item: FileItem | null; onClose: () => void };

/** Everything known about one item: beside the grid on wide screens, from the bottom on phones. */
export function DetailsDrawer({ item, onClose }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Drawer
      anchor={phone ? 'bottom' : 'right'}
      open={item !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'file-details-title',
          sx: phone
            ? { maxHeight: '85vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 }
            : { width: 380 },
        },
      }}
    >
      {item && <Details item={item} onClose={onClose} />}
    </Drawer>
  );
}

function Details({ item, onClose }: { item: FileItem; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const folder = item.type === 'folder';
  const facts: [string, string][] = [
    [t('fileManager.type'), t(`fileManager.types.${item.type}`)],
    folder ? [t('fileManager.contents'), item.contents ?? ''] : [t('fileManager.size'), item.size],
    [t('fileManager.created'), format.dateTime(item.createdAt)],
    [t('fileManager.modified'), format.dateTime(item.modifiedAt)],
    [t('fileManager.owner'), item.createdBy],
    ...(item.description ? [[t('fileManager.description'), item.description] as [string, string]] : []),
  ];
  return (
    <Box sx={{ p: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1, fontWeight: 700 }}>
          {t('fileManager.details')}
        </Typography>
        <IconButton aria-label={t('fileManager.closeDetails')} onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Stack>
      <Paper
        variant="outlined"
        sx={{ display: 'grid', placeItems: 'center', height: 160, borderRadius: 3, bgcolor: 'action.hover' }}
      >
        <FileTypeIcon type={item.type} sx={{ fontSize: 88 }} />
      </Paper>
      <Typography id="file-details-title" component="h3" variant="h6" sx={{ mt: 2, wordBreak: 'break-word' }}>
        {item.name}
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 2 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {folder && (
        <ButtonLink
          to="/apps/file-manager/$folderId"
          params={{ folderId: item.id }}
          variant="contained"
          onClick={onClose}
          sx={{ mt: 3 }}
        >
          {t('fileManager.openFolder')}
        </ButtonLink>
      )}
    </Box>
  );
}
