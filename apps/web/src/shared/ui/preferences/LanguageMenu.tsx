import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchActiveLanguages } from '@/shared/i18n/bank-texts';
import { LANGUAGES } from '@/shared/i18n/languages';
import { rememberLanguageChoice } from '@/shared/i18n/remember-language';
import { PlainIcon } from '../plain/icons';

type Language = (typeof LANGUAGES)[number];

// The bank's languages, asked for once (again after a failure), without TanStack Query's hooks: the sign-in page has
// this menu, and its budget leaves them out (decision 050).
let activeLanguages: Promise<Language[]> | undefined;
function loadActiveLanguages(): Promise<Language[]> {
  activeLanguages ??= fetchActiveLanguages();
  activeLanguages.catch(() => (activeLanguages = undefined));
  return activeLanguages;
}

// The menu (MUI Menu, Popover, Modal): a page paints without it.
const LanguageOptions = lazy(() =>
  import('./LanguageOptions').then((module) => ({ default: module.LanguageOptions })),
);

/**
 * Switches the interface language; the choice is remembered and sets <html lang>. The button is drawn without MUI,
 * as the sign-in page has it (decision 047).
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu's code and the bank's list load when the customer reaches for the button (pointer or focus), not
  // with the page: no page's first view shows them.
  const [menuWanted, setMenuWanted] = useState(false);
  const wantMenu = () => setMenuWanted(true);
  // The bank decides which languages are on; until it has answered, every shipped language is offered.
  const [languages, setLanguages] = useState<readonly Language[]>(LANGUAGES);
  useEffect(() => {
    if (!menuWanted) return;
    let shown = true;
    loadActiveLanguages().then(
      (active) => {
        if (shown) setLanguages(active);
      },
      () => {},
    );
    return () => {
      shown = false;
    };
  }, [menuWanted]);
  const current = LANGUAGES.find((language) => language.code === i18n.resolvedLanguage) ?? LANGUAGES[0];

  return (
    <>
      <button
        type="button"
        className="plain-icon-button"
        aria-label={t('preferences.language', { language: current.nativeName })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={wantMenu}
        onFocus={wantMenu}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          wantMenu();
        }}
      >
        <PlainIcon name="translate" />
        <span lang={current.code}>{current.code.toUpperCase()}</span>
      </button>
      {menuWanted && (
        <>
          <Suspense fallback={null}>
            <LanguageOptions
              anchor={anchor}
              languages={languages}
              current={current.code}
              onClose={() => setAnchor(null)}
              onChoose={(code) => {
                void i18n.changeLanguage(code);
                void rememberLanguageChoice(code);
              }}
            />
          </Suspense>
        </>
      )}
    </>
  );
}
