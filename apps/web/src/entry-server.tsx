/**
 * Draws a public page's first screen on the server (decision 023): the same routes, components
 * and API reads as in the browser, as a visitor who is not signed in sees them. The browser then
 * hydrates that HTML with the answers embedded beside it, so its first render is the same.
 */
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { planFor } from './app/page-preload';
import { appRoutes } from './app/router';
import { createQueryClient } from './app/query-client';
import { DocumentHeadContext, type DocumentHead } from './hooks/use-document-title';
import { setApiOrigin } from './lib/api-client';

export interface ServerPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The API answers the page was drawn with, for the browser's query cache. */
  state: DehydratedState;
  /** The page's tab title and meta description (hooks/use-document-title.ts). */
  head?: DocumentHead;
}

/** A render asks for data; the next one draws it. A page that asks for more stops being drawn. */
const MAX_PASSES = 3;

type WantedQuery = ReturnType<QueryClient['defaultQueryOptions']>;

interface ServerQueryClient {
  client: QueryClient;
  /** Every query a render asked for and would fetch in a browser, by hash. */
  wanted: Map<string, WantedQuery>;
}

function serverQueryClient(): ServerQueryClient {
  const defaults = createQueryClient().getDefaultOptions();
  const client = new QueryClient({
    defaultOptions: {
      ...defaults,
      // One try: a page that cannot be drawn quickly is left to the browser.
      queries: { ...defaults.queries, retry: false },
    },
  });
  const wanted = new Map<string, WantedQuery>();
  // Every useQuery and useInfiniteQuery passes its options through here while rendering.
  const defaultQueryOptions = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaultQueryOptions>[0]) => {
    const defaulted = defaultQueryOptions(options);
    if (defaulted.enabled !== false && typeof defaulted.queryFn === 'function') {
      wanted.set(defaulted.queryHash, defaulted);
    }
    return defaulted;
  }) as QueryClient['defaultQueryOptions'];
  return { client, wanted };
}

/** Fetches what the last render asked for and does not have; false when a read failed. */
async function fetchWanted({
  client,
  wanted,
}: ServerQueryClient): Promise<{ fetched: number; ok: boolean }> {
  const missing = [...wanted.values()].filter(
    (options) => client.getQueryCache().get(options.queryHash)?.state.data === undefined,
  );
  wanted.clear();
  try {
    await Promise.all(
      missing.map((options) =>
        'getNextPageParam' in options
          ? client.fetchInfiniteQuery(
              options as unknown as Parameters<QueryClient['fetchInfiniteQuery']>[0],
            )
          : client.fetchQuery(options),
      ),
    );
    return { fetched: missing.length, ok: true };
  } catch {
    return { fetched: missing.length, ok: false };
  }
}

/**
 * The first screen of the public page at `url` (a full URL: the server's own address for the
 * API, whose reads go there over loopback), or undefined: a page that is not public, a redirect,
 * an error page or a read that failed are all left to the browser as before.
 */
export async function renderPage(url: string, apiOrigin: string): Promise<ServerPage | undefined> {
  const location = new URL(url);
  if (!planFor(location)) return undefined;
  setApiOrigin(apiOrigin);

  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(location.href));
  if (context instanceof Response || context.errors || context.statusCode !== 200) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);

  const server = serverQueryClient();
  const { client } = server;
  let head: DocumentHead | undefined;
  const noteHead = (next: DocumentHead) => {
    head = next;
  };
  const draw = () => {
    head = undefined;
    return renderToString(
      <DocumentHeadContext value={noteHead}>
        <AppProvider queryClient={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </DocumentHeadContext>,
    );
  };

  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const html = draw();
    const { fetched, ok } = await fetchWanted(server);
    if (!ok) return undefined;
    if (fetched === 0) return { html, state: dehydrate(client), head };
  }
  return undefined;
}
