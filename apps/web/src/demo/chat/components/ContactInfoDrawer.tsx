import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormat } from '@/shared/i18n/use-format';
import type { ChatContact } from '../chat-types';
import { ContactAttachments } from './ContactAttachments';
import { PanelDrawer } from './PanelDrawer';

type Props = { contact: ChatContact; open: boolean; onClose: () => void };

/** The contact's details and what the two have shared (media, documents, links). */
export function ContactInfoDrawer({ contact, open, onClose }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const { details } = contact;
  const rows: [label: string, values: string[]][] = [
    [t('chat.info.emails'), details.emails.map(({ email, label }) => `${email} (${label})`)],
    [
      t('chat.info.phones'),
      details.phoneNumbers.map(({ phoneNumber, label }) => `${phoneNumber} (${label})`),
    ],
    [t('chat.info.job'), [[details.title, details.company].filter(Boolean).join(', ')]],
    [t('chat.info.birthday'), [format.date(details.birthday, 'long')]],
    [t('chat.info.address'), [details.address]],
  ];
  return (
    <PanelDrawer anchor="right" open={open} onClose={onClose} title={t('chat.info.title')}>
      <Box
        sx={{
          height: 96,
          bgcolor: 'action.hover',
          backgroundImage: contact.background ? `url("${contact.background}")` : undefined,
          backgroundSize: 'cover',
        }}
      />
      <Box
        sx={{
          px: 3,
          mt: -6,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
        }}
      >
        <Avatar
          src={contact.avatar ?? undefined}
          alt=""
          sx={{ width: 96, height: 96, border: 4, borderColor: 'background.paper' }}
        >
          {contact.name[0]}
        </Avatar>
        <Typography component="p" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
          {contact.name}
        </Typography>
        <Typography color="text.secondary">{contact.about}</Typography>
      </Box>
      <Box component="dl" sx={{ px: 3, my: 3, display: 'grid', gap: 1.5 }}>
        {rows
          .filter(([, values]) => values.some(Boolean))
          .map(([label, values]) => (
            <div key={label}>
              <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 700 }}>
                {label}
              </Typography>
              {values.map((value) => (
                <Typography component="dd" key={value} sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              ))}
            </div>
          ))}
      </Box>
      <ContactAttachments attachments={contact.attachments} />
    </PanelDrawer>
  );
}
