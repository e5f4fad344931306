import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthSession } from '@taka/contracts';
import { PlainApiErrorAlert } from '@/shared/ui/plain/PlainApiErrorAlert';
import { PlainButton } from '@/shared/ui/plain/PlainButton';
import { signInWithPasskey, startPasskeyAutofill } from '../api/passkey-sign-in';

/**
 * Passkey sign-in beside the password: the button, and the passkeys offered in the e-mail field's autofill, set up
 * once the page has painted. Part of the sign-in page's first chunks (loaded after them, the button moved the page
 * down as it appeared); the WebAuthn library loads only when the autofill or the button starts a ceremony
 * (decision 030).
 */
function usePasskeySignIn(enter: (session: AuthSession) => Promise<void>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [autofillRound, setAutofillRound] = useState(0);

  // enter changes each render and must not restart the autofill; a new round restarts it
  useEffect(() => {
    return startPasskeyAutofill((session) => void enter(session), setError);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autofillRound]);

  async function start() {
    setError(null);
    setPending(true);
    try {
      await enter(await signInWithPasskey());
    } catch (failure) {
      setError(failure);
      // the button's prompt took the autofill's place: offer the passkeys in the field again
      setAutofillRound((round) => round + 1);
    } finally {
      setPending(false);
    }
  }

  return { start: () => void start(), pending, error };
}

/** The "Sign in with a passkey" button (without MUI, as the sign-in page, decision 047), with what its ceremonies answered, and the autofill of the page. */
export function PasskeySignIn({ enter }: { enter: (session: AuthSession) => Promise<void> }) {
  const { t } = useTranslation();
  const passkey = usePasskeySignIn(enter);
  return (
    <>
      <PlainApiErrorAlert error={passkey.error} />
      <PlainButton variant="outlined" onClick={passkey.start} loading={passkey.pending}>
        {t('auth.signIn.withPasskey')}
      </PlainButton>
    </>
  );
}
