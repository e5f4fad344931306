import { useTranslation } from 'react-i18next';
import type { SignOutReason } from '@/shared/session/sign-out-reason';
import { PlainIcon } from '@/shared/ui/plain/icons';

/** Why the customer has to sign in again (the session ended elsewhere), said as the page opens. Without MUI. */
export function SignedOutNotice({ id, reason }: { id: string; reason: SignOutReason }) {
  const { t } = useTranslation();
  return (
    <div id={id} role="alert" className="plain-alert info">
      <PlainIcon name="infoOutline" />
      <p>{t(`auth.signIn.signedOut.${reason}`)}</p>
    </div>
  );
}
