import { vi } from 'vitest';

/** jsdom has no matchMedia; react-hot-toast asks it about reduced motion when a toast shows. */
export function stubMatchMedia() {
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
