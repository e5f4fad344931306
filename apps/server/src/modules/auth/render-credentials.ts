import { randomBytes } from 'node:crypto';

/** The header a page's call to the API carries while the server renders the page for a session. */
export const RENDER_CREDENTIAL_HEADER = 'taka-render-credential';

/**
 * Credentials for the calls a page makes as the server renders it for the document cookie's session (decision 057):
 * one random value per page, made by the page renderer in the API's own process, added to the page's calls as the
 * API answers them in-process, and forgotten when the page is done. It never leaves the process: the render thread
 * and the browser never see it, so it cannot be replayed from outside.
 */
export function createRenderCredentials() {
  const live = new Map<string, string>();
  return {
    /** A credential for `sessionId`'s page, until `end()`. */
    issue(sessionId: string) {
      const credential = randomBytes(32).toString('base64url');
      live.set(credential, sessionId);
      return { headers: { [RENDER_CREDENTIAL_HEADER]: credential }, end: () => live.delete(credential) };
    },
    /** The session a call's credential renders for, if the credential is live. */
    sessionOf: (credential: string): string | undefined => live.get(credential),
  };
}

export type RenderCredentials = ReturnType<typeof createRenderCredentials>;
