import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import InsertDriveFile from '@mui/icons-material/InsertDriveFileOutlined';
import { ATTACHMENT_MAX_BYTES } from '@taka/demo-api/schemas/scrumboard';
import { useFormat } from '@/shared/i18n/use-format';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { FileButton } from '@/shared/ui/form/FileButton';
import { useAttachFileToCard } from '../api/attach-file-to-card';
import { useRemoveCardAttachment } from '../api/remove-card-attachment';
import type { CardData } from '../types';

const THUMBNAIL = 56;

/** The card's files: a picture shows a thumbnail; each opens or downloads by its name and can be removed. */
export function CardAttachments({ boardId, card }: { boardId: string; card: CardData }) {
  const { t } = useTranslation();
  const format = useFormat();
  const attach = useAttachFileToCard(boardId);
  const remove = useRemoveCardAttachment(boardId);
  const [tooLarge, setTooLarge] = useState(false);

  function send(file: File) {
    setTooLarge(file.size > ATTACHMENT_MAX_BYTES);
    if (file.size <= ATTACHMENT_MAX_BYTES) attach.mutate({ cardId: card.id, file });
  }

  return (
    <Stack component="section" aria-labelledby={`${card.id}-attachments`} spacing={1.5} sx={{ mt: 3 }}>
      <Typography id={`${card.id}-attachments`} component="h3" variant="subtitle2">
        {t('scrumboard.attachment.section')}
      </Typography>
      {card.attachments.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {card.attachments.map((file) => (
            <Stack component="li" key={file.id} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              {file.type.startsWith('image/') ? (
                <Box
                  component="img"
                  src={file.src}
                  alt=""
                  sx={{ width: THUMBNAIL, height: THUMBNAIL, objectFit: 'cover', borderRadius: 1 }}
                />
              ) : (
                <InsertDriveFile color="action" sx={{ width: THUMBNAIL, fontSize: 32 }} />
              )}
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Link href={file.src} download={file.name} sx={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {t('scrumboard.attachment.details', {
                    size: format.fileSize(file.size),
                    date: format.date(file.addedAt),
                  })}
                </Typography>
              </Box>
              <IconButton
                aria-label={t('scrumboard.attachment.remove', { name: file.name })}
                disabled={remove.isPending}
                onClick={() => remove.mutate({ cardId: card.id, id: file.id })}
              >
                <DeleteOutline />
              </IconButton>
            </Stack>
          ))}
        </Box>
      )}
      {tooLarge && <Alert severity="error">{t('scrumboard.attachment.tooLarge')}</Alert>}
      <ApiErrorAlert error={attach.error ?? remove.error} />
      <Box>
        <FileButton
          inputTestId="card-attachment-file"
          onFile={send}
          startIcon={<AttachFile />}
          loading={attach.isPending}
        >
          {t('scrumboard.attachment.add')}
        </FileButton>
      </Box>
    </Stack>
  );
}
