import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES, type User } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { useRemoveProfilePicture, useUploadProfilePicture } from '../api/profile';

/** What the shell shows too when the customer has no picture. */
const DEFAULT_AVATAR = '/images/avatar-default.svg';

/**
 * The customer's picture with Upload and Remove. The browser checks the type and size first for a quick answer;
 * the server checks them again from the bytes (and re-encodes the picture).
 */
export function ProfilePictureForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useUploadProfilePicture();
  const remove = useRemoveProfilePicture();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const choose = (file: File | undefined) => {
    setNotice(null);
    setRefusal(null);
    upload.reset();
    if (!file) return;
    if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type))
      return setRefusal('errors.api.PICTURE_TYPE_UNSUPPORTED');
    if (file.size > PROFILE_PICTURE_MAX_BYTES) return setRefusal('errors.api.PICTURE_TOO_LARGE');
    upload.mutate(file, { onSuccess: () => setNotice(t('settings.profile.pictureSaved')) });
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
      <Avatar
        src={user.profilePic ?? DEFAULT_AVATAR}
        alt={t('settings.profile.pictureAlt')}
        sx={{ width: 128, height: 128, border: 3, borderColor: 'divider' }}
      />
      <Stack spacing={1.5} sx={{ flex: 1 }}>
        <div role="status">{notice && <Alert severity="success">{notice}</Alert>}</div>
        {refusal && (
          <Alert severity="error" role="alert">
            {t(refusal)}
          </Alert>
        )}
        <ApiErrorAlert error={upload.error ?? remove.error} />
        <Typography id={hintId} variant="body2" color="text.secondary">
          {t('settings.profile.pictureHint')}
        </Typography>
        <input
          ref={input}
          type="file"
          accept={PROFILE_PICTURE_TYPES.join(',')}
          hidden
          aria-describedby={hintId}
          data-testid="profile-picture-input"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Stack direction="row" spacing={1.5}>
          <Button
            variant="contained"
            loading={upload.isPending}
            onClick={() => input.current?.click()}
            aria-describedby={hintId}
          >
            {t('settings.profile.upload')}
          </Button>
          {user.profilePic && (
            <Button
              variant="outlined"
              color="error"
              loading={remove.isPending}
              onClick={() => {
                setNotice(null);
                remove.mutate(undefined, {
                  onSuccess: () => setNotice(t('settings.profile.pictureRemoved')),
                });
              }}
            >
              {t('settings.profile.remove')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}
