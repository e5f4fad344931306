import { useTranslation } from 'react-i18next';
import { Logo } from '@/shared/ui/Logo';
import { PlainLink } from '@/shared/ui/plain/PlainLink';
import { AppearanceMenu } from '@/shared/ui/preferences/AppearanceMenu';
import { LanguageMenu } from '@/shared/ui/preferences/LanguageMenu';

/** Logo (to home), language and appearance above a guest form. */
export function GuestToolbar() {
  const { t } = useTranslation();
  return (
    <header className="guest-toolbar">
      <PlainLink to="/home" aria-label={t('shell.home')}>
        <Logo size={32} />
      </PlainLink>
      <LanguageMenu />
      <AppearanceMenu />
    </header>
  );
}
