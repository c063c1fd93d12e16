/**
 * Draws a public page's first screen on the server (decision 023): the same routes, loaders,
 * components and API reads as in the browser, as a visitor who is not signed in sees them, the
 * reads answered by the API's services in the same process. The browser then hydrates that HTML
 * with the answers embedded beside it, so its first render is the same.
 */
import type { ApiTransport, DrawnPage, PageHead, SiteLanguage } from '@family-recipes/shared';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createQueryClient } from './app/query-client';
import { createAppRoutes, publicPageOf } from './app/router';
import { DocumentHeadContext } from './hooks/use-document-title';
import {
  EMBEDDED_CATALOG_MAX,
  loadEveryCatalog,
  loadedCatalog,
  type Catalog,
  type Messages,
} from './i18n/messages';
import { answerReadsWith } from './lib/api-client';
import { runtimeConfigQueryOptions } from './lib/runtime-config';

export interface ServerPage extends DrawnPage {
  /** The API answers the page was drawn with, for the browser's query cache. */
  state: DehydratedState;
  /** The page's tab title and meta description (pageHead, through useDocumentTitle). */
  head?: PageHead | undefined;
}

function serverQueryClient(): QueryClient {
  const defaults = createQueryClient().getDefaultOptions();
  return new QueryClient({
    defaultOptions: {
      ...defaults,
      // One try: a page that cannot be drawn quickly is left to the browser.
      queries: { ...defaults.queries, retry: false },
    },
  });
}

/**
 * The first screen of the public page at `url` (a full URL), or undefined: a page that is not
 * public, a redirect, an error page or a read that failed are all left to the browser as before.
 * `api` answers the page's API calls (the API's services, in process): they reach it through this
 * render's own query client, so concurrent renders never share it.
 *
 * The router's static handler runs the page's loaders, which fill the query cache; the app's
 * runtime settings, which every page's providers read, are read beside them. Then one
 * renderToString draws the page from that cache.
 */
export async function renderPage(
  url: string,
  api: ApiTransport,
  language: SiteLanguage = 'en',
): Promise<ServerPage | undefined> {
  const location = new URL(url);
  const queryClient = serverQueryClient();
  const routes = createAppRoutes(queryClient);
  if (!publicPageOf(routes, location)) return undefined;
  answerReadsWith(queryClient, api);

  const handler = createStaticHandler(routes);
  const [context] = await Promise.all([
    handler.query(new Request(location.href)),
    queryClient.prefetchQuery(runtimeConfigQueryOptions()),
  ]);
  if (context instanceof Response || context.errors || context.statusCode !== 200) return undefined;
  // The loaders leave a failed read for the page to show; here it means the browser should.
  if (
    queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' }).length
  ) {
    return undefined;
  }

  // The page's parts have loaded with its route: their catalogs in the reader's language now.
  await loadEveryCatalog(language);
  const used = new Map<string, Messages<string>>();

  let head: PageHead | undefined;
  const noteHead = (next: PageHead) => {
    head = next;
  };
  const html = renderToString(
    <DocumentHeadContext value={noteHead}>
      <AppProvider queryClient={queryClient} language={language} usedMessages={used}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProvider>
    </DocumentHeadContext>,
  );
  const messages: Record<string, Catalog | null> = {};
  if (language !== 'en') {
    for (const area of used.keys()) messages[area] = pageCatalog(language, area);
  }
  return { html, state: dehydrate(queryClient), head, messages };
}

/** The size of each catalog as JSON, measured once. */
const catalogSizes = new WeakMap<Catalog, number>();

/**
 * What a drawn page carries of a part's catalog: the catalog, or null (its name only) when it is
 * larger than EMBEDDED_CATALOG_MAX, as the shared texts' are: a list page uses a few of their
 * 300-odd messages, and the browser keeps their file from one page to the next.
 */
function pageCatalog(language: SiteLanguage, area: string): Catalog | null {
  const catalog = loadedCatalog(language, area) ?? {};
  let size = catalogSizes.get(catalog);
  if (size === undefined) {
    size = JSON.stringify(catalog).length;
    catalogSizes.set(catalog, size);
  }
  return size > EMBEDDED_CATALOG_MAX ? null : catalog;
}
