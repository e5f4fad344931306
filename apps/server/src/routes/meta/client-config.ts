import type { ClientConfig } from '@taka/contracts';
import type { Config } from '../../config.ts';

/** What the web app is told about the server before it renders: by /api/meta/client-config and to its renderers. */
export function clientConfigOf(config: Config): ClientConfig {
  return {
    demoLayer: config.demoLayer,
    idleLockMinutes: config.sessionIdleMinutes,
    passkeyRelyingPartyId: config.webauthn.rpId,
  };
}
