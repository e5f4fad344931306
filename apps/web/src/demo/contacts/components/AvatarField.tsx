import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PhotoCamera from '@mui/icons-material/PhotoCameraOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { Contact } from '@taka/demo-api/schemas/contacts';
import { FileButton } from '@/shared/ui/form/FileButton';
import { useUpdateContact } from '../api/update-contact';
import { useUploadAvatar } from '../api/upload-avatar';
import { useHandlerErrorText } from '../use-handler-error-text';
import { ContactAvatar } from './ContactAvatar';

/** Larger pictures are refused before upload: the demo keeps them in memory as data URLs. */
const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

/** The contact's picture, changed or removed at once (not with the form's Save). */
export function AvatarField({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const errorText = useHandlerErrorText();
  const upload = useUploadAvatar();
  const update = useUpdateContact();
  const [refusal, setRefusal] = useState<string | null>(null);

  function send(file: File) {
    setRefusal(null);
    if (!file.type.startsWith('image/')) return setRefusal(t('contacts.avatarNotImage'));
    if (file.size > MAX_AVATAR_BYTES) return setRefusal(t('contacts.avatarTooLarge'));
    upload.mutate({ id: contact.id, file });
  }

  const failure = upload.error ?? update.error;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <ContactAvatar contact={contact} size={72} />
        <FileButton
          accept="image/*"
          inputTestId="avatar-file"
          onFile={send}
          variant="outlined"
          startIcon={<PhotoCamera />}
          loading={upload.isPending}
        >
          {contact.avatar ? t('contacts.changePhoto') : t('contacts.addPhoto')}
        </FileButton>
        {contact.avatar && (
          <Button
            color="error"
            startIcon={<DeleteOutline />}
            loading={update.isPending}
            onClick={() => update.mutate({ id: contact.id, contact: { avatar: null } })}
          >
            {t('contacts.removePhoto')}
          </Button>
        )}
      </Stack>
      {(refusal ?? failure) && (
        <Alert severity="error" role="alert">
          {refusal ?? errorText(failure)}
        </Alert>
      )}
    </Stack>
  );
}
