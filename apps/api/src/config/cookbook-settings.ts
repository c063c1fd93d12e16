import { z } from 'zod';

/** The cookbook PDFs' settings among the environment variables that config.ts reads. */
export const COOKBOOK_ENV = {
  /** Cookbook PDFs the process makes at once, 1 or 2; the others wait their turn in line. */
  COOKBOOK_RENDERS: z.coerce
    .number()
    .int('must be 1 or 2')
    .min(1, 'must be 1 or 2')
    .max(2, 'must be 1 or 2')
    .default(1),
  /** Pages a cookbook PDF may run to: a book that would run to more fails, saying so. */
  COOKBOOK_MAX_PAGES: z.coerce
    .number()
    .int('must be a whole number of pages')
    .min(10, 'must be at least 10')
    .max(2000, 'must be at most 2000')
    .default(1000),
};

/** How the process makes cookbook PDFs (modules/cookbooks). */
export interface CookbookSettings {
  /** PDFs made at once; the rest wait in line, in the order they were asked for. */
  renders: number;
  /** Pages a book may run to. */
  maxPages: number;
}

export function cookbookSettings(env: {
  COOKBOOK_RENDERS: number;
  COOKBOOK_MAX_PAGES: number;
}): CookbookSettings {
  return { renders: env.COOKBOOK_RENDERS, maxPages: env.COOKBOOK_MAX_PAGES };
}
