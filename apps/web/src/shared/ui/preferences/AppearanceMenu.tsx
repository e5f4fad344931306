import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Palette from '@mui/icons-material/PaletteOutlined';

// The panel (MUI Popover, Modal, toggle buttons) loads when first opened: a guest page paints without it.
const AppearancePanel = lazy(() =>
  import('./AppearancePanel').then((module) => ({ default: module.AppearancePanel })),
);

/** The scheme (light, dark, auto) and theme (Default, Rose) switcher; `children` adds sections (menu layout). */
export function AppearanceMenu({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [panelLoaded, setPanelLoaded] = useState(false);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('preferences.appearance')}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setPanelLoaded(true);
        }}
      >
        <Palette />
      </IconButton>
      {panelLoaded && (
        <Suspense fallback={null}>
          <AppearancePanel anchor={anchor} onClose={() => setAnchor(null)}>
            {children}
          </AppearancePanel>
        </Suspense>
      )}
    </>
  );
}
