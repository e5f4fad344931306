import type { ClientConfig } from '@taka/contracts';

/** The server's client configuration, fetched once before the app renders (see bootstrap.tsx). */
let current: ClientConfig = { demoLayer: false, idleLockMinutes: 5 };
/** Whether the demo worker answers demo calls: set once it has started (app/start-demo-layer.ts). */
let demoWorkerRunning = false;

export function setClientConfig(config: ClientConfig): void {
  current = config;
}

export function isDemoLayerEnabled(): boolean {
  return current.demoLayer;
}

export function setDemoWorkerRunning(running: boolean): void {
  demoWorkerRunning = running;
}

/** Demo-layer calls are made only when the server enables the layer and its browser worker answers them. */
export function isDemoLayerActive(): boolean {
  return current.demoLayer && demoWorkerRunning;
}
