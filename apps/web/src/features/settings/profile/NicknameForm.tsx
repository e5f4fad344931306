import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { UpdateUserRequestSchema, type User } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ApiForm } from '@/shared/ui/form/ApiForm';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { useUpdateNickname } from '../api/profile';

const NicknameFormSchema = UpdateUserRequestSchema.pick({ nickname: true }).required();

/** The name the app greets the customer by. */
export function NicknameForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateNickname();
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(NicknameFormSchema),
    defaultValues: { nickname: user.nickname },
  });
  const onSubmit = handleSubmit((values) => {
    setSaved(false);
    return update.mutateAsync(values).then(
      () => setSaved(true),
      () => undefined,
    );
  });
  return (
    <ApiForm
      control={control}
      onSubmit={onSubmit}
      error={update.error}
      actions={
        <Button type="submit" variant="contained" loading={update.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('settings.profile.saveNickname')}
        </Button>
      }
    >
      <div role="status">
        {saved && <Alert severity="success">{t('settings.profile.nicknameSaved')}</Alert>}
      </div>
      <FormTextField
        control={control}
        name="nickname"
        required
        label={t('settings.profile.nickname')}
        helperText={t('settings.profile.nicknameHint')}
        autoComplete="nickname"
      />
    </ApiForm>
  );
}
