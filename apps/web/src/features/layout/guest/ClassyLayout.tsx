import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GuestToolbar } from './GuestToolbar';

/** The classy layout: the form on the left, a welcome panel in the theme's colours on the right (from md). */
export function ClassyLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="guest-classy">
      <div className="guest-classy-form">
        <div>
          <GuestToolbar />
          <main id="main-content">{children}</main>
        </div>
      </div>
      <aside aria-label={t('auth.brand.label')} className="guest-classy-brand">
        <p className="guest-classy-headline">{t('auth.brand.headline')}</p>
        <p className="guest-classy-text">{t('auth.brand.text')}</p>
      </aside>
    </div>
  );
}
