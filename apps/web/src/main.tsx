import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, firstPageReady } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import {
  PAGE_MESSAGES_ELEMENT_ID,
  PAGE_STATE_ELEMENT_ID,
  isSiteLanguage,
  pageLanguage,
  textDirection,
} from '@family-recipes/shared';
import { loadNamedCatalogs, seedCatalogs } from './i18n/messages';
import { appMessages } from './app/messages';
import './styles/tokens.css';
import './styles/global.css';
import './styles/shared.css';
import './styles/shared-widgets.css';
import './styles/text-patterns.css';
import './styles/layout-patterns.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');
const container: HTMLElement = root;

// A public page's first screen may come drawn by the server with the answers it was drawn with
// (entry-server.tsx): the app then takes over that HTML instead of drawing it again.
const state = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
const drawn = Boolean(state && container.firstElementChild);

// The page's language: the one the server drew it in, else as the server would choose it (the lang
// cookie, else the browser's languages): a page from the service worker's copy names none.
const drawnIn = document.documentElement.lang;
const language =
  drawn && isSiteLanguage(drawnIn)
    ? drawnIn
    : pageLanguage({ cookie: document.cookie, acceptLanguage: navigator.languages.join(',') });
document.documentElement.lang = language;
document.documentElement.dir = textDirection(language);
const messages = document.getElementById(PAGE_MESSAGES_ELEMENT_ID)?.textContent;
// The parts the page names without their catalog load once the route's code has (it defines them).
const named = drawn && messages ? seedCatalogs(language, JSON.parse(messages)) : [];

/** Starts the router and draws or takes over the page. */
function start() {
  const queryClient = createQueryClient();
  if (drawn && state) {
    // Before the router starts: its loaders then find the page's answers in the cache.
    hydrate(queryClient, JSON.parse(state));
  }
  const router = createAppRouter(queryClient);
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} language={language} />
    </StrictMode>
  );

  // The frame's words in the reader's language come before the first render (English is in the
  // code); a page's own load with it.
  const frameWords = language === 'en' || appMessages.load(language);
  if (drawn) {
    void Promise.all([firstPageReady(router, { patient: true }), frameWords])
      .then(() => loadNamedCatalogs(language, named))
      // In one task, not in a transition: a tap on a link while React took the page over in slices
      // could be lost (docs/performance.md).
      .then(() => hydrateRoot(container, app));
  } else {
    void Promise.all([firstPageReady(router), frameWords]).then(() =>
      createRoot(container).render(app),
    );
  }
}

// A drawn page is on the screen already: the router starts in a task of its own rather than in
// the one that has just run the app's modules, which is long enough by itself.
if (drawn) setTimeout(start);
else start();
