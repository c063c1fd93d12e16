import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import {
  APP_CODE_ELEMENT_ID,
  PAGE_MESSAGES_ELEMENT_ID,
  PAGE_STATE_ELEMENT_ID,
  type ApiTransport,
  type DrawnPage,
  type RenderPage,
  type SiteLanguage,
} from '@family-recipes/shared';
import { jsonForScript, withPageHead } from './html.js';
import type { Logger } from './logger.js';

/** Beyond this the page goes out as the bare app, which draws itself as before. */
export const FIRST_SCREEN_TIMEOUT_MS = 2_000;

const ROOT = '<div id="root"></div>';

/** Fills a page's HTML (index.html, with its head already filled) with its first screen. */
export type FirstScreen = (req: Request, html: string, language: SiteLanguage) => Promise<string>;

/** index.html's note for browsers without JavaScript, which is wrong once the page is drawn. */
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/;

/** The app's entry script and module preloads, marked by the web build (vite.config.ts). */
const APP_CODE = /<(?:script|link) data-app-code\b[^>]*>(?:<\/script>)?\s*/g;

/** Each catalog as script-safe JSON, written once: the web build hands over the same objects. */
const catalogJson = new WeakMap<object, string>();

/** The page's catalogs as `jsonForScript` writes them, each catalog's JSON written only once. */
export function messagesJson(messages: NonNullable<DrawnPage['messages']>): string {
  const parts = Object.entries(messages).map(([area, catalog]) => {
    if (catalog === null) return `${jsonForScript(area)}:null`;
    let json = catalogJson.get(catalog);
    if (json === undefined) {
      json = jsonForScript(catalog);
      catalogJson.set(catalog, json);
    }
    return `${jsonForScript(area)}:${json}`;
  });
  return `{${parts.join(',')}}`;
}

/**
 * The page with its first screen inside #root and the answers it was drawn with beside it. The
 * app's code moves into an inert <template>: the boot script loads it once the first screen and
 * its photo are shown, so that it does not hold them back on a slow network.
 */
function withFirstScreen(html: string, page: DrawnPage): string {
  if (!html.includes(ROOT)) return html;
  const appCode = html.match(APP_CODE) ?? [];
  const messages =
    page.messages && Object.keys(page.messages).length
      ? `<script type="application/json" id="${PAGE_MESSAGES_ELEMENT_ID}">${messagesJson(page.messages)}</script>`
      : '';
  const state = `${messages}<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${jsonForScript(page.state)}</script>`;
  const code = appCode.length
    ? `<template id="${APP_CODE_ELEMENT_ID}">${appCode.map((tag) => tag.trim()).join('')}</template>`
    : '';
  return (page.head ? withPageHead(html, page.head) : html)
    .replace(APP_CODE, '')
    .replace(NOSCRIPT, '')
    .replace(ROOT, () => `<div id="root">${page.html}</div>`)
    .replace('</body>', () => `${state}${code}</body>`);
}

function timeout(ms: number): Promise<undefined> {
  return new Promise((resolve) => setTimeout(() => resolve(undefined), ms).unref());
}

/**
 * Draws the first screen of public pages on the server (decision 023) with the web build's server
 * entry, `dist-ssr/entry-server.js` beside `webDist`, its API reads answered by `api` (the
 * endpoints in this process, http/caller.ts: no request goes out, to this server or any
 * other). Without that file, for anyone signed in (their pages depend on who they are), and when
 * drawing fails or is slow, the page is sent as the bare app, exactly as before.
 */
export function firstScreen(
  webDist: string,
  logger: Logger,
  /** True for a request from someone signed in (a session cookie). */
  signedIn: (req: Request) => boolean,
  api: ApiTransport,
): FirstScreen | undefined {
  const entry = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  let loaded: Promise<RenderPage> | undefined;
  const render = () => {
    loaded ??= import(pathToFileURL(entry).href).then(
      (module: { renderPage: RenderPage }) => module.renderPage,
    );
    return loaded;
  };

  return async (req, html, language) => {
    if (req.method !== 'GET' || signedIn(req)) return html;
    try {
      const renderPage = await render();
      const page = await Promise.race([
        renderPage(new URL(req.originalUrl, 'http://localhost').href, api, language),
        timeout(FIRST_SCREEN_TIMEOUT_MS),
      ]);
      return page ? withFirstScreen(html, page) : html;
    } catch (err) {
      logger.warn({ err, path: req.path }, 'Could not draw the first screen of a page');
      return html;
    }
  };
}
