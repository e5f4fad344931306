import type { Config } from '../../config.ts';
import type { AuthDeps } from '../auth/service.ts';

/** What the passkey functions work with: the auth deps and the relying party from the configuration. */
export type PasskeyDeps = AuthDeps & { rp: Config['webauthn'] };

/** The WebAuthn user handle of a customer: the 16 bytes of their id (opaque, no personal data). */
export const userHandleOf = (customerId: string) => Buffer.from(customerId.replaceAll('-', ''), 'hex');
