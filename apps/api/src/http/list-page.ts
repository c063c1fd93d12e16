import type { Response } from 'express';

/** Which page of a list, and how long a page is. */
export interface PageOptions {
  limit: number;
  page: number;
}

/** One page of a list, with how many the whole list holds. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Answers with the page's items; X-Total-Count says how many the whole list holds. */
export function sendList<T>(res: Response, page: Page<T>): void {
  res.set('X-Total-Count', String(page.total)).json(page.items);
}
