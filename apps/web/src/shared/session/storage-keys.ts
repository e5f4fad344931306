/** Where the session and its idle lock are kept (localStorage). */
export const SESSION_KEY = 'taka.session';
export const LOCKED_KEY = 'taka.sessionLocked';
/** Why the session was last forgotten (sign-out-reason.ts), for the other tabs that see it go. */
export const ENDED_KEY = 'taka.sessionEnded';
