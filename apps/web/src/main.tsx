import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, firstPageReady } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { PAGE_STATE_ELEMENT_ID } from '@family-recipes/shared';
import './styles/tokens.css';
import './styles/global.css';
import './styles/shared.css';
import './styles/shared-widgets.css';
import './styles/text-patterns.css';
import './styles/layout-patterns.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

// A public page's first screen may come drawn by the server with the answers it was drawn with
// (entry-server.tsx): the app then takes over that HTML instead of drawing it again.
const state = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
const drawn = Boolean(state && container.firstElementChild);

const queryClient = createQueryClient();
if (drawn && state) {
  // Before the router starts: its loaders then find the page's answers in the cache.
  hydrate(queryClient, JSON.parse(state));
}
const router = createAppRouter(queryClient);
const app = (
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>
);

if (drawn) {
  void firstPageReady(router, { patient: true }).then(() => hydrateRoot(container, app));
} else {
  void firstPageReady(router).then(() => createRoot(container).render(app));
}
