import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  resolveConfirmationConfig,
  type ConfirmationConfig,
  type ConfirmationResult,
  type ResolvedConfirmationConfig,
} from './confirmation-config';

// Loaded when first opened: a guest page that never asks for a confirmation does not load the dialog.
const ConfirmationDialog = lazy(() =>
  import('./ConfirmationDialog').then((module) => ({ default: module.ConfirmationDialog })),
);

type Confirm = (config?: ConfirmationConfig) => Promise<ConfirmationResult>;

const ConfirmationContext = createContext<Confirm | null>(null);

/** Hosts the one confirmation dialog; `useConfirmation()` opens it and resolves with the customer's answer. */
export function ConfirmationDialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ open: boolean; config: ResolvedConfirmationConfig } | null>(null);
  const resolver = useRef<((result: ConfirmationResult) => void) | null>(null);

  const confirm = useCallback<Confirm>(
    (config = {}) =>
      new Promise((resolve) => {
        resolver.current?.('cancelled');
        resolver.current = resolve;
        setState({ open: true, config: resolveConfirmationConfig(config, t) });
      }),
    [t],
  );

  const close = useCallback((result: ConfirmationResult) => {
    resolver.current?.(result);
    resolver.current = null;
    setState((current) => (current ? { ...current, open: false } : current));
  }, []);

  const value = useMemo(() => confirm, [confirm]);
  return (
    <ConfirmationContext.Provider value={value}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <ConfirmationDialog open={state.open} config={state.config} onClose={close} />
        </Suspense>
      )}
    </ConfirmationContext.Provider>
  );
}

export function useConfirmation(): Confirm {
  const confirm = useContext(ConfirmationContext);
  if (!confirm) throw new Error('useConfirmation needs a ConfirmationDialogProvider');
  return confirm;
}
