import { Suspense, createContext, lazy, useCallback, useContext, useState, type ReactNode } from 'react';
import type { Toast } from './toast';

// Loaded when the first toast shows: a page that never shows one does not load the Snackbar.
const ToastView = lazy(() => import('./ToastView').then((module) => ({ default: module.ToastView })));

type ShowToast = (toast: Toast) => void;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * Hosts the app's one toast: a short notice at the bottom of the screen (an error the customer should read, a credit
 * that just arrived). A new toast replaces the one showing.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<{ toast: Toast; key: number; open: boolean } | null>(null);
  const show = useCallback<ShowToast>(
    (toast) => setShown((current) => ({ toast, key: (current?.key ?? 0) + 1, open: true })),
    [],
  );
  const close = useCallback(
    () => setShown((current) => (current ? { ...current, open: false } : current)),
    [],
  );
  return (
    <ToastContext.Provider value={show}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <ToastView key={shown.key} toast={shown.toast} open={shown.open} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/** Shows a toast: `showToast({ severity: 'error', title: t('...'), message })`. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it');
  return show;
}
