import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../plain/icons';

// The panel (MUI Popover, Modal, toggle buttons) loads when first opened: a page paints without it.
const AppearancePanel = lazy(() =>
  import('./AppearancePanel').then((module) => ({ default: module.AppearancePanel })),
);

/**
 * The scheme (light, dark, auto) and theme (Default, Rose) switcher; `children` adds sections (menu layout). The
 * button is drawn without MUI, as the sign-in page has it (decision 047).
 */
export function AppearanceMenu({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [panelLoaded, setPanelLoaded] = useState(false);

  return (
    <>
      <button
        type="button"
        className="plain-icon-button"
        aria-label={t('preferences.appearance')}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setPanelLoaded(true);
        }}
      >
        <PlainIcon name="palette" />
      </button>
      {panelLoaded && (
        <>
          <Suspense fallback={null}>
            <AppearancePanel anchor={anchor} onClose={() => setAnchor(null)}>
              {children}
            </AppearancePanel>
          </Suspense>
        </>
      )}
    </>
  );
}
