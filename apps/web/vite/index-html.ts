import type { Plugin } from 'vite';

/* What the build writes into index.html about its two entries: the boot script and the app. */

/**
 * The boot script (src/boot.ts) is an entry of its own, put before the app's entry in index.html: small, it runs
 * while the app's code still downloads and starts the first page's code (app/page-modules.ts).
 * In the same entry it would wait for React.
 */
export function bootFirst(boot: string): Plugin {
  return {
    name: 'family-recipes:boot-first',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        let src = `/${boot}`;
        if (ctx.bundle) {
          const chunk = Object.values(ctx.bundle).find(
            (output) => output.type === 'chunk' && output.isEntry && output.name === 'boot',
          );
          if (!chunk) throw new Error('The boot entry is missing from the bundle.');
          src = `/${chunk.fileName}`;
        }
        return [
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/**
 * Marks the app's entry script and its module preloads with `data-app-code`. On a page the server
 * drew (decision 023) the API takes them out of the HTML and the boot script loads them once the
 * first screen and its photo are shown, so that they do not share the network with those.
 */
export function markAppCode(): Plugin {
  return {
    name: 'family-recipes:mark-app-code',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'index',
        );
        if (!entry) throw new Error('The app entry is missing from the bundle.');
        const script = `<script type="module" crossorigin src="/${entry.fileName}">`;
        if (!html.includes(script)) throw new Error(`index.html has no ${script}`);
        return html
          .replace(script, script.replace('<script ', '<script data-app-code '))
          .replaceAll('<link rel="modulepreload" ', '<link data-app-code rel="modulepreload" ');
      },
    },
  };
}
