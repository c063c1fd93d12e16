/*
 * What the live hooks need of an EventSource: the browser's, or a stand-in in tests.
 */

export interface LiveEventSource {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}

export type LiveEventSourceFactory = (url: string) => LiveEventSource | null;

/** The browser's EventSource; none where there is none (the server render, old browsers). */
export const browserEventSource: LiveEventSourceFactory = (url) =>
  typeof EventSource === 'undefined' ? null : new EventSource(url);
