/**
 * Runs before the app's code has arrived (vite.config.ts puts it first in index.html, small and
 * on its own): starts the first page's code, its API reads and its largest photo, so that they
 * download beside the app instead of after it.
 */
import { preloadPage } from './app/page-preload';

preloadPage(new URL(window.location.href), { photo: true });
