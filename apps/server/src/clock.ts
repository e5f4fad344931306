/** The time source of the app; tests inject their own to move time without sleeping. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
