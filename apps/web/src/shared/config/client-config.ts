import type { ClientConfig } from '@taka/contracts';

/** The server's client configuration, fetched once before the app renders (see bootstrap.tsx). */
let current: ClientConfig & { demoWorkerRunning: boolean } = {
  demoLayer: false,
  idleLockMinutes: 5,
  demoWorkerRunning: false,
};

export function setClientConfig(config: ClientConfig, demoWorkerRunning: boolean): void {
  current = { ...config, demoWorkerRunning };
}

/** Demo-layer calls are made only when the server enables the layer and its browser worker answers them. */
export function isDemoLayerActive(): boolean {
  return current.demoLayer && current.demoWorkerRunning;
}
