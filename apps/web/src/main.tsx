import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, firstPageReady } from './app/app';
import { createQueryClient } from './app/query-client';
import { PAGE_STATE_ELEMENT_ID } from '@family-recipes/shared';
import './styles/tokens.css';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

// A public page's first screen may come drawn by the server with the answers it was drawn with
// (entry-server.tsx): the app then takes over that HTML instead of drawing it again.
const state = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;

if (state && container.firstElementChild) {
  const queryClient = createQueryClient();
  hydrate(queryClient, JSON.parse(state));
  void firstPageReady({ patient: true }).then(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
} else {
  void firstPageReady().then(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
