/**
 * What a page the server is rendering knows of its request: the cookies of the device's preferences, the CSP nonce
 * of the response, and how the server found the session the document cookie names (signed in, unlocked or locked,
 * or not; never a secret of it). Undefined in the browser. A render worker renders one page at a time
 * (apps/server's page renderer), so one value per worker is the request's.
 */
export type RenderRequest = {
  cookie: string;
  nonce: string;
  session: 'unlocked' | 'locked' | null;
};

let current: RenderRequest | undefined;

/** Runs `render` as the rendering of `request` (app/server.ts). */
export async function renderFor<T>(request: RenderRequest, render: () => Promise<T>): Promise<T> {
  current = request;
  try {
    return await render();
  } finally {
    current = undefined;
  }
}

export const renderRequest = (): RenderRequest | undefined => current;
