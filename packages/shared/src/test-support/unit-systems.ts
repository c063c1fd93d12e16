/** The unit systems an amount is converted into, as a test's name says them. */
export const SHOWN_IN = { metric: 'metric', us: 'US units' } as const;

export type ConvertingSystem = keyof typeof SHOWN_IN;
