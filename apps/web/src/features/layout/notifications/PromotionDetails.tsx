import type { Config } from 'dompurify';
import { useTranslation } from 'react-i18next';
import type { BankNotification } from '@taka/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { SanitizedHtml } from '@/shared/ui/SanitizedHtml';
import { safeDetailsUrl, servedImageUrl } from './notification-links';

/** The server stores banner text sanitized (decision 026); the screen sanitizes it again before it is shown. */
const RICH_TEXT: Config = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'blockquote'],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^https:/i,
};

type Props = { notification: BankNotification; titleId: string; onClose: () => void };

/** A promotion: banner image, banner title (else the title), banner text as rich text (else the text), Details. */
export function PromotionDetails({ notification, titleId, onClose }: Props) {
  const { t } = useTranslation();
  const image = servedImageUrl(notification.imageUrl);
  const details = safeDetailsUrl(notification.linkedUrl ?? notification.link);
  return (
    <>
      {image && (
        <Box
          component="img"
          src={image}
          alt=""
          sx={{ display: 'block', width: '100%', maxHeight: 220, objectFit: 'cover', borderRadius: 2, mb: 2 }}
        />
      )}
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {notification.bannerTitle ?? notification.messageTitle}
      </Typography>
      {notification.bannerText ? (
        <SanitizedHtml
          html={notification.bannerText}
          config={RICH_TEXT}
          sx={{ '& p': { mt: 0, mb: 1 }, '& a': { color: 'primary.main' }, overflowWrap: 'anywhere' }}
        />
      ) : (
        <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {notification.messageText}
        </Typography>
      )}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button variant="outlined" onClick={onClose}>
          {t('shell.notifications.cancel')}
        </Button>
        {details && (
          <Button
            variant="contained"
            href={details}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNew />}
          >
            {t('shell.notifications.details')}
          </Button>
        )}
      </Stack>
    </>
  );
}
