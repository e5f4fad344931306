import type { AuthSession } from '@taka/contracts';
import { base64UrlEncode } from '../api/session-data';

/** A signed-in session as the sign-in answer gives it, with a fresh session key: for tests of signed calls. */
export const testSession: AuthSession = {
  user: {
    id: 'user-1',
    name: 'Rahim Uddin',
    email: 'rahim@demo.taka',
    nickname: 'Rahim',
    profilePic: null,
    avatar: null,
    status: 'online',
  },
  accessToken: 'token',
  tokenType: 'bearer',
  sessionKey: base64UrlEncode(crypto.getRandomValues(new Uint8Array(32))),
  lastLoginTime: null,
  lastLoginIp: null,
  idleLockMinutes: 5,
};
