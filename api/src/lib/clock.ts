/** The server's notion of now. Tests pass a fixed clock; everything else uses the system time. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
