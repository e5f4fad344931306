import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { createLink } from '@tanstack/react-router';
import AttachFile from '@mui/icons-material/AttachFile';
import LabelImportant from '@mui/icons-material/LabelImportant';
import Star from '@mui/icons-material/Star';
import type { Mail } from '@taka/demo-api/schemas/mailbox';
import { useFormat } from '@/shared/i18n/use-format';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import type { MailSelection } from '../api/get-mails';
import { mailLink } from '../mailbox-paths';
import { excerptOf, parseAddress } from '../mail-text';

const ListItemLink = createLink(ListItemButton);

type Props = { mail: Mail; selection: MailSelection; page: number; selected: boolean };

/** One mail in the list: who, subject, first words, when, and its marks; unread mails stand out. */
export function MailListItem({ mail, selection, page, selected }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const outgoing = selection.slug === 'sent' || selection.slug === 'drafts';
  const party = parseAddress(outgoing ? mail.to : mail.from.contact);
  const sameDay = new Date(mail.date).toDateString() === new Date().toDateString();
  const weight = mail.unread ? 700 : 400;
  return (
    <li>
      <ListItemLink
        {...mailLink(selection, mail.id, page)}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        divider
        sx={{
          alignItems: 'flex-start',
          gap: 2,
          py: 1.5,
          borderLeft: 4,
          borderLeftColor: mail.unread ? 'primary.main' : 'transparent',
        }}
      >
        <Avatar src={mail.from.avatar ?? undefined} alt="" sx={{ mt: 0.5 }}>
          {party.name.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography noWrap sx={{ fontWeight: weight, flex: 1 }}>
              {mail.unread && (
                <Box component="span" sx={visuallyHidden}>
                  {t('mailbox.unread')}:{' '}
                </Box>
              )}
              {outgoing ? t('mailbox.toName', { name: party.name }) : party.name}
            </Typography>
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ whiteSpace: 'nowrap', fontWeight: weight }}
            >
              {sameDay ? format.time(mail.date) : format.date(mail.date)}
            </Typography>
          </Box>
          <Typography variant="body2" noWrap sx={{ fontWeight: weight }}>
            {mail.subject || t('mailbox.noSubject')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1 }}>
              {excerptOf(mail.content)}
            </Typography>
            {mail.attachments.length > 0 && (
              <AttachFile fontSize="small" titleAccess={t('mailbox.hasAttachments')} color="action" />
            )}
            {mail.important && (
              <LabelImportant
                fontSize="small"
                titleAccess={t('mailbox.important')}
                sx={{ color: 'error.main' }}
              />
            )}
            {mail.starred && (
              <Star fontSize="small" titleAccess={t('mailbox.starred')} sx={{ color: 'warning.dark' }} />
            )}
          </Box>
        </Box>
      </ListItemLink>
    </li>
  );
}
