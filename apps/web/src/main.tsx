import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, firstPageReady } from './app/app';
import './styles/tokens.css';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

void firstPageReady().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
