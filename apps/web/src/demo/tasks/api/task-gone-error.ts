/** The handlers answer null when the task a change is for no longer exists (deleted in another tab). */
export class TaskGoneError extends Error {
  constructor() {
    super('The task no longer exists.');
    this.name = 'TaskGoneError';
  }
}
