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

/** The answer of a list: the page's items; X-Total-Count says how many the whole list holds. */
export function listReply<T>(page: Page<T>) {
  return {
    status: 200 as const,
    body: page.items,
    headers: { 'X-Total-Count': String(page.total) },
  };
}
