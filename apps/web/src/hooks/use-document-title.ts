import { useEffect } from 'react';
import { SITE_NAME } from '../lib/site';

/** Sets the tab title to "<title> | Family Recipes", or the site name alone without a title. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
