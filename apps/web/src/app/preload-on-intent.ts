/** A pointer that rests this long on a link means to follow it; passing over it does not. */
const HOVER_INTENT_MS = 60;
/** A link preloaded this recently is not preloaded again. */
const REPEAT_AFTER_MS = 10_000;

function linkOf(target: EventTarget | null): HTMLAnchorElement | undefined {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) {
    return undefined;
  }
  if (anchor.origin !== window.location.origin) return undefined;
  return anchor;
}

/**
 * Preloads the next page's code and data when a link is touched, focused or rested on with the
 * pointer, so that by the click most of it has arrived. `preload` runs the matched route's code
 * and loader (router.tsx). Returns what stops listening.
 */
export function listenForIntent(preloadUrl: (url: URL) => void): () => void {
  const done = new Map<string, number>();
  let timer: number | undefined;

  const preload = (anchor: HTMLAnchorElement) => {
    const key = anchor.pathname + anchor.search;
    if (key === window.location.pathname + window.location.search) return;
    const now = Date.now();
    if (now - (done.get(key) ?? -Infinity) < REPEAT_AFTER_MS) return;
    done.set(key, now);
    preloadUrl(new URL(anchor.href));
  };
  const onHover = (event: Event) => {
    const anchor = linkOf(event.target);
    window.clearTimeout(timer);
    if (anchor) timer = window.setTimeout(() => preload(anchor), HOVER_INTENT_MS);
  };
  const onTouchOrFocus = (event: Event) => {
    const anchor = linkOf(event.target);
    if (anchor) preload(anchor);
  };

  // This code loads after the first page: a link already rested on or focused by then counts.
  const resting = document.querySelector('a[href]:hover') ?? document.activeElement;
  const early = linkOf(resting);
  if (early) timer = window.setTimeout(() => preload(early), HOVER_INTENT_MS);

  document.addEventListener('mouseover', onHover, { passive: true });
  document.addEventListener('touchstart', onTouchOrFocus, { passive: true });
  document.addEventListener('focusin', onTouchOrFocus);
  return () => {
    window.clearTimeout(timer);
    document.removeEventListener('mouseover', onHover);
    document.removeEventListener('touchstart', onTouchOrFocus);
    document.removeEventListener('focusin', onTouchOrFocus);
  };
}
