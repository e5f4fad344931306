import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import PersonOff from '@mui/icons-material/PersonOffOutlined';
import type { Contact } from '@taka/demo-api/schemas/contacts';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { useContact } from '../api/get-contact';
import { ContactEditForm } from './ContactEditForm';
import { ContactView } from './ContactView';

type Props = {
  contactId: string;
  titleId: string;
  startEditing: boolean;
  onClose: () => void;
  onDelete: (contact: Contact) => void;
};

/** One contact in the drawer: loading, failed, not found, or shown and edited. */
export function ContactPanel({ contactId, titleId, startEditing, onClose, onDelete }: Props) {
  const { t } = useTranslation();
  const contact = useContact(contactId);
  const [editing, setEditing] = useState(startEditing);

  const closeButton = (
    <IconButton
      aria-label={t('contacts.closeContact')}
      onClick={onClose}
      sx={{
        position: 'absolute',
        top: 8,
        right: 8,
        zIndex: 2,
        bgcolor: 'background.paper',
        '&:hover': { bgcolor: 'background.paper' },
      }}
    >
      <Close />
    </IconButton>
  );

  let body;
  if (contact.isPending) {
    body = (
      <Box role="status">
        <Typography id={titleId} sx={visuallyHidden}>
          {t('contacts.loading')}
        </Typography>
        <Skeleton variant="rectangular" height={160} />
        <Stack spacing={1.5} sx={{ p: 3 }}>
          <Skeleton variant="circular" width={120} height={120} sx={{ mt: -10 }} />
          <Skeleton width="50%" height={40} />
          <Skeleton width="70%" />
          <Skeleton width="60%" />
          <Skeleton width="40%" />
        </Stack>
      </Box>
    );
  } else if (contact.isError) {
    body = (
      <Box sx={{ p: 3, pt: 8 }}>
        <Typography id={titleId} sx={visuallyHidden}>
          {t('contacts.loadFailed')}
        </Typography>
        <LoadFailed
          icon={PersonOff}
          title={t('contacts.contactLoadFailed')}
          text={t('contacts.loadFailedText')}
          onRetry={() => void contact.refetch()}
        />
      </Box>
    );
  } else if (contact.data === null) {
    body = (
      <Stack spacing={2} sx={{ p: 3, pt: 10, alignItems: 'center', textAlign: 'center' }}>
        <PersonOff aria-hidden sx={{ fontSize: 56, color: 'primary.main' }} />
        <Typography id={titleId} component="h2" variant="h6">
          {t('contacts.notFound')}
        </Typography>
        <Typography color="text.secondary">{t('contacts.notFoundText')}</Typography>
        <Button variant="contained" onClick={onClose}>
          {t('contacts.backToList')}
        </Button>
      </Stack>
    );
  } else if (editing) {
    body = <ContactEditForm contact={contact.data} titleId={titleId} onDone={() => setEditing(false)} />;
  } else {
    const shown = contact.data;
    body = (
      <ContactView
        contact={shown}
        titleId={titleId}
        onEdit={() => setEditing(true)}
        onDelete={() => onDelete(shown)}
      />
    );
  }

  return (
    <Box sx={{ position: 'relative', minHeight: '100%' }}>
      {closeButton}
      {body}
    </Box>
  );
}
