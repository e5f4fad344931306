import { useTranslation } from 'react-i18next';
import { useRouter } from '@tanstack/react-router';
import { signOut } from '@/shared/session/sign-out';
import { useConfirmation } from '@/shared/ui/confirmation-dialog/ConfirmationDialogProvider';

/** Asks "Do you really want to sign out?"; Yes signs out and goes to sign-in, No leaves everything as it was. */
export function useSignOut() {
  const { t } = useTranslation();
  const confirm = useConfirmation();
  const router = useRouter();
  return async () => {
    const result = await confirm({
      title: t('shell.signOut.title'),
      message: t('shell.signOut.message'),
      icon: { name: 'logout', color: 'warn' },
      actions: { confirm: { label: t('common.yes') }, cancel: { label: t('common.no') } },
    });
    if (result !== 'confirmed') return;
    await signOut();
    await router.navigate({ to: '/sign-in', replace: true });
  };
}
