import { pageHead, type PageHead } from '@family-recipes/shared';
import { createContext, useContext, useEffect } from 'react';

/**
 * Where a page drawn on the server (entry-server.tsx) notes its head while rendering: the server
 * writes it into the HTML, since effects never run there.
 */
export const DocumentHeadContext = createContext<((head: PageHead) => void) | null>(null);

/**
 * Sets the tab title and meta description to the page's head (pageHead of packages/shared, which
 * the server also writes into recipe pages): "<title> | Family Recipes", and `description`, or the
 * site's own when the page has none.
 */
export function useDocumentTitle(title?: string, description?: string) {
  const head = pageHead(title, description);
  useContext(DocumentHeadContext)?.(head);
  useEffect(() => {
    document.title = head.title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = head.description;
  }, [head.title, head.description]);
}
