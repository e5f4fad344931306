import { useSyncExternalStore } from 'react';
import type { ClientConfig } from '@taka/contracts';

/** What the app starts with when the server cannot say: the server's own defaults. */
export const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  demoLayer: false,
  idleLockMinutes: 5,
  passkeyRelyingPartyId: 'localhost',
};

/** The server's client configuration, sent with the page the server rendered (app/hydrate-app.tsx). */
let current: ClientConfig = DEFAULT_CLIENT_CONFIG;
/** Whether the demo worker answers demo calls: set once it has started (app/start-demo-layer.ts). */
let demoWorkerRunning = false;
const demoWorkerListeners = new Set<() => void>();

export function setClientConfig(config: ClientConfig): void {
  current = config;
}

/** Whether the server turns the demo layer on, and this build holds it (decision 058). */
export function isDemoLayerEnabled(): boolean {
  return __DEMO_LAYER__ && current.demoLayer;
}

/** The domain passkeys are bound to (decision 030). */
export function passkeyRelyingPartyId(): string {
  return current.passkeyRelyingPartyId;
}

export function setDemoWorkerRunning(running: boolean): void {
  demoWorkerRunning = running;
  for (const listener of demoWorkerListeners) listener();
}

/** Demo-layer calls are made only when the server enables the layer and its browser worker answers them. */
export function isDemoLayerActive(): boolean {
  return isDemoLayerEnabled() && demoWorkerRunning;
}

const subscribeToDemoWorker = (listener: () => void) => {
  demoWorkerListeners.add(listener);
  return () => demoWorkerListeners.delete(listener);
};

/**
 * isDemoLayerActive for a component: false as the server draws the page and as the browser hydrates it (the worker
 * runs in the browser only), then true once the worker has started.
 */
export const useDemoLayerActive = (): boolean =>
  useSyncExternalStore(subscribeToDemoWorker, isDemoLayerActive, () => false);
