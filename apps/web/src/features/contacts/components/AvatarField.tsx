import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PhotoCamera from '@mui/icons-material/PhotoCameraOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { Contact } from '@taka/demo-api/schemas/contacts';
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
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const update = useUpdateContact();
  const [refusal, setRefusal] = useState<string | null>(null);

  function send(file: File | undefined) {
    setRefusal(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) return setRefusal(t('contacts.avatarNotImage'));
    if (file.size > MAX_AVATAR_BYTES) return setRefusal(t('contacts.avatarTooLarge'));
    upload.mutate({ id: contact.id, file });
  }

  const failure = upload.error ?? update.error;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <ContactAvatar contact={contact} size={72} />
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          data-testid="avatar-file"
          onChange={(event) => {
            send(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          variant="outlined"
          startIcon={<PhotoCamera />}
          loading={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {contact.avatar ? t('contacts.changePhoto') : t('contacts.addPhoto')}
        </Button>
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
