/** The handlers answer null when the contact a change is for no longer exists (deleted in another tab). */
export class ContactGoneError extends Error {
  constructor() {
    super('The contact no longer exists.');
    this.name = 'ContactGoneError';
  }
}
