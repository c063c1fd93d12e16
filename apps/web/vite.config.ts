import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { configDefaults, defineConfig } from 'vitest/config';
import { refuseSecrets } from './src/features/offline/cache-guard';
import { contractForBrowser } from './vite/contract-for-browser';
import { readableOfflineRoute } from './vite/offline-routes';

// `pnpm dev` proxies to the API on port 3000; API_ORIGIN points elsewhere when several run.
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';

const BOOT = 'src/boot.ts';

/**
 * Test files that keep modules of their own (see `projects` below): those that replace a module
 * with vi.mock, and those whose kitchen writes go on retrying after their last test (a retry that
 * TanStack Query gives no way to stop would be sent in the next file's test).
 */
const OWN_MODULES = [
  'src/features/auth/components/account-form.test.tsx',
  'src/features/auth/components/change-password-dialog.test.tsx',
  'src/features/auth/components/signup-form.test.tsx',
  'src/features/sync/kitchen-writes.test.ts',
  'src/features/sync/logout-queue.test.ts',
];

/**
 * src/boot.ts is an entry of its own, put before the app's entry in index.html: small, it runs
 * while the app's code still downloads and starts the first page's code (app/page-modules.ts).
 * In the same entry it would wait for React.
 */
function bootFirst(): Plugin {
  return {
    name: 'family-recipes:boot-first',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        let src = `/${BOOT}`;
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
function markAppCode(): Plugin {
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

/**
 * Hashed assets never change, so they are compressed once, as hard as brotli goes, and served as
 * they are (apps/api/src/http/spa.ts) instead of being compressed on the fly for every visitor.
 */
function brotliAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'family-recipes:brotli-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(?:js|css|svg)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const body = await readFile(full);
          const compressed = brotliCompressSync(body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          });
          if (compressed.length < body.length) await writeFile(`${full}.br`, compressed);
        }),
      );
    },
  };
}

/**
 * The installed site (decision 028): its manifest and a Workbox service worker, built for the
 * browser only. The app registers the worker itself once a page is shown
 * (src/features/offline/), never the boot script: nothing here adds to the first load.
 */
function installableSite() {
  return VitePWA({
    injectRegister: false,
    // globPatterns below already takes every icon.
    includeManifestIcons: false,
    manifest: {
      name: 'Family Recipes',
      short_name: 'Recipes',
      description:
        'The recipes your family loves, your favourites, meal plan and shopping lists, even without a connection.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The site's cream background and its terracotta (src/styles/tokens.css).
      background_color: '#fbf6ee',
      theme_color: '#fbf6ee',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      // The app shell: every script and style sheet (hashed), index.html and the icons; the
      // plugin adds the manifest.
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      // The identity library is loaded only by the sign-in and account screens, which need a
      // connection anyway.
      globIgnores: ['**/*cognito*', '**/amazon-*'],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      // Pages come from the server (decision 023), never from the precache while it answers.
      navigateFallback: null,
      runtimeCaching: [
        {
          // A page: from the server; offline, or after 3 s without an answer, the app shell,
          // which draws the page from its own routes. Pages are not kept: each is the shell or a
          // first screen whose scripts a later build replaces.
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && !/^\/(?:api|uploads|dev)(?:\/|$)/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pages',
            networkTimeoutSeconds: 3,
            plugins: [{ cacheWillUpdate: async () => null }],
            precacheFallback: { fallbackURL: 'index.html' },
          },
        },
        {
          // What the kitchen reads, per cook: emptied on sign-out (features/offline). Not who is
          // signed in (/api/user-token): its answer holds the id token, and refuseSecrets keeps
          // it and every other token answer out of every cache.
          // The reads the contract marks readable offline (packages/shared/src/contract).
          urlPattern: readableOfflineRoute(),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'kitchen-api',
            networkTimeoutSeconds: 3,
            plugins: [{ cacheWillUpdate: refuseSecrets }],
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 500, maxAgeSeconds: 30 * 24 * 60 * 60 },
            matchOptions: { ignoreVary: true },
          },
        },
        {
          // Photos, from /uploads or the photo host: they never change under their address.
          urlPattern: ({ request }) => request.destination === 'image',
          handler: 'CacheFirst',
          options: {
            cacheName: 'photos',
            plugins: [{ cacheWillUpdate: refuseSecrets }],
            cacheableResponse: { statuses: [0, 200] },
            expiration: {
              maxEntries: 300,
              maxAgeSeconds: 30 * 24 * 60 * 60,
              purgeOnQuotaError: true,
            },
          },
        },
      ],
    },
  });
}

/**
 * `vite build --ssr` builds src/entry-server.tsx, which the API runs to draw a public page's first
 * screen (decision 023): one file with its dependencies, so the server needs nothing else of this
 * package at run time.
 */
const serverBuild = defineConfig({
  plugins: [react()],
  ssr: { noExternal: true },
  // React's production build whatever NODE_ENV the server runs with: the markup is the same, the
  // development build draws several times slower.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { input: { 'entry-server': 'src/entry-server.tsx' } },
  },
});

const browserBuild = defineConfig({
  plugins: [
    react(),
    contractForBrowser(),
    bootFirst(),
    markAppCode(),
    brotliAssets(),
    installableSite(),
  ],
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/dev': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    // One style sheet, linked from index.html: a page drawn on the server (decision 023) is shown
    // styled before any of the app's code has run. All of it is about 11 KB compressed.
    cssCodeSplit: false,
    // Lets `pnpm bench` find the chunks the home route loads.
    manifest: true,
    rolldownOptions: {
      input: { index: 'index.html', boot: BOOT },
      output: {
        // Seven hash characters rather than eight (the fewest rolldown allows for this many files): every lazy page's file name is written in the
        // app's start, where the random characters do not compress.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|@tanstack|react-hot-toast|goober)[\\/]/,
              tags: ['$initial'],
            },
            {
              // What the boot script runs, in one file: it must not wait for more round trips.
              name: 'preload',
              test: /src[\\/]app[\\/]page-modules\.ts$|packages[\\/]shared[\\/]/,
              tags: ['$initial'],
            },
            {
              // A recipe card and the grid of them, with what a signed-in cook sees under a card:
              // every listing shows them together, so one file rather than four small ones.
              name: 'recipe-cards',
              // Only these: what they import stays where it was (the app's start, the icons).
              includeDependenciesRecursively: false,
              test: /src[\\/](?:components[\\/]recipe-card[\\/]recipe-(?:card|photo|rating)\.tsx|components[\\/]recipe-list[\\/]recipe-grid\.tsx|features[\\/]cooked[\\/](?:index\.ts|components[\\/](?:last-made-on-card|we-made-this)\.tsx))$/,
            },
            {
              // The icons pages load later, in one file: each lazy page's list of the files it
              // needs (in the app's start) names one file rather than one per icon.
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]/,
            },
            {
              // The endpoint declarations pages load later (method and path each), in one file.
              name: 'endpoints',
              test: /packages[\\/]shared[\\/](?:src|dist)[\\/]contract[\\/]endpoints[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              // The rest of the app's start in one file rather than a handful of tiny ones.
              name: 'app',
              test: (id: string) => /apps[\\/]web[\\/]src[\\/]/.test(id) && !id.endsWith(BOOT),
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],

    restoreMocks: true,
    unstubGlobals: true,
    // The test command runs these beside the API suites on the same cores: a form test that types
    // a whole recipe can take several seconds there, so one test may take up to 30 s.
    testTimeout: 30_000,
    // expect.poll waits as long as findBy* does (setup-tests.ts): loading a page's code on a busy
    // machine can take more than the default second.
    expect: { poll: { timeout: 10_000 } },
    // Lets a test read global.css as text (vitest otherwise stubs CSS) to check the breakpoint.
    css: { include: [/global\.css/] },
    projects: [
      {
        extends: true,
        // A worker runs file after file in one set of modules, loading the app's modules once
        // instead of once per file: loading them and setting up each file's window took most of
        // the suite's time. Each file still has a window of its own, and setup-tests.ts puts back
        // after each file what the file left in the globals the windows share.
        test: { name: 'web', isolate: false, exclude: [...configDefaults.exclude, ...OWN_MODULES] },
      },
      // A module mock (vi.mock) replaces a module for its own file only where no earlier file of
      // the worker loaded the modules that import it.
      { extends: true, test: { name: 'web, modules of their own', include: OWN_MODULES } },
    ],
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverBuild : browserBuild));
