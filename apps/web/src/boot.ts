/**
 * Runs before the app's code has arrived (vite.config.ts puts it first in index.html, small and
 * on its own): starts the first page's code, so that it downloads beside the app instead of after
 * it. The page's data is read by its route loader once the app runs (app/router.tsx), which also
 * preloads the page's largest photo as soon as the data names it.
 *
 * A page the server drew (decision 023) came with its answers and its photo: only its code is
 * left to fetch, and the app's own code, which the server put into a <template>, is loaded once
 * that first screen is painted and its photo has arrived, so that it does not share a slow
 * network with them.
 */
import { APP_CODE_ELEMENT_ID } from '@family-recipes/shared';
import { publicPageAt, publicPages } from './app/page-modules';

/** The longest the app's code waits for the first screen's photo. */
const PHOTO_WAIT_MS = 2_500;

const appCode = document.getElementById(APP_CODE_ELEMENT_ID);

function painted(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function photosArrived(): Promise<void> {
  const photos = Array.from(
    document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]'),
  ).filter((img) => !img.complete);
  const arrived = photos.map(
    (img) =>
      new Promise<void>((resolve) => {
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  const enough = new Promise<void>((resolve) => setTimeout(resolve, PHOTO_WAIT_MS));
  return Promise.race([Promise.all(arrived).then(() => undefined), enough]);
}

/** Copies of the template's tags: a script cloned from a template would not run. */
function loadAppCode(template: HTMLTemplateElement) {
  for (const tag of Array.from(template.content.children)) {
    const copy = document.createElement(tag.tagName.toLowerCase());
    for (const { name, value } of Array.from(tag.attributes)) copy.setAttribute(name, value);
    document.head.append(copy);
  }
}

/** The first page's code; a chunk that fails to load fails again, visibly, in the router. */
function startPageCode() {
  const page = publicPageAt(window.location.pathname);
  if (page) publicPages[page].load().catch(() => undefined);
}

if (appCode instanceof HTMLTemplateElement) {
  void Promise.all([painted(), photosArrived()]).then(() => {
    startPageCode();
    loadAppCode(appCode);
  });
} else {
  startPageCode();
}
