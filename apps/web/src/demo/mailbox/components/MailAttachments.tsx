import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Description from '@mui/icons-material/DescriptionOutlined';
import Image from '@mui/icons-material/ImageOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import TableChart from '@mui/icons-material/TableChartOutlined';
import type { Mail } from '@taka/demo-api/schemas/mailbox';
import { useFormat } from '@/shared/i18n/use-format';

function AttachmentIcon({ type }: { type: string }) {
  if (type === 'application/pdf') return <PictureAsPdf sx={{ color: 'error.main' }} />;
  if (type.startsWith('image/')) return <Image color="primary" />;
  if (type.includes('spreadsheet')) return <TableChart color="success" />;
  return <Description color="action" />;
}

/** A mail's attached files: icon by type, name and size. */
export function MailAttachments({ attachments }: { attachments: Mail['attachments'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (attachments.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="mail-attachments" sx={{ mt: 3 }}>
      <Typography id="mail-attachments" component="h3" variant="subtitle2">
        {t('mailbox.attachments', { count: attachments.length })}
      </Typography>
      <List dense sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {attachments.map((attachment) => (
          <ListItem
            key={attachment.name}
            sx={{ width: 'auto', border: 1, borderColor: 'divider', borderRadius: 2, pr: 2 }}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <AttachmentIcon type={attachment.type} />
            </ListItemIcon>
            <ListItemText primary={attachment.name} secondary={format.fileSize(attachment.size)} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
