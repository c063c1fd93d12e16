import { createContext, useContext, useEffect } from 'react';
import { SITE_DESCRIPTION, SITE_NAME } from '../lib/site';

/** Search results and shared links quote about this much of a description. */
const DESCRIPTION_MAX_LENGTH = 160;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** A page's tab title and meta description, as they go into its head. */
export interface DocumentHead {
  title: string;
  description: string;
}

/**
 * Where a page drawn on the server (entry-server.tsx) notes its head while rendering: the server
 * writes it into the HTML, since effects never run there.
 */
export const DocumentHeadContext = createContext<((head: DocumentHead) => void) | null>(null);

/**
 * Sets the tab title to "<title> | Family Recipes" (the site name alone without a title) and the
 * meta description to `description`, or the site's own when the page has none.
 */
export function useDocumentTitle(title?: string, description?: string) {
  const head: DocumentHead = {
    title: title ? `${title} | ${SITE_NAME}` : SITE_NAME,
    description: shorten(description || SITE_DESCRIPTION),
  };
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
