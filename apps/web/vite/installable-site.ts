import { VitePWA } from 'vite-plugin-pwa';
import { refuseSecrets } from '../src/features/offline/cache-guard';
import { readableOfflineRoute } from './offline-routes';

/**
 * The installed site (decision 028): its manifest and a Workbox service worker, built for the
 * browser only. The app registers the worker itself once a page is shown
 * (src/features/offline/), never the boot script: nothing here adds to the first load.
 */
export function installableSite() {
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
      // connection anyway; pdf.js only by the cookbook builder's preview, which asks the server.
      // Text recognition's files (vite/card-scan-files.ts) only when a cook first scans a card.
      globIgnores: [
        '**/*cognito*',
        '**/amazon-*',
        '**/pdf-*.js',
        '**/pdf.worker*',
        '**/card-scan-*/**',
      ],
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
          // Text recognition's worker, core and languages' data (vite/card-scan-files.ts), kept
          // from a cook's first scan on, so that a card can be read offline. Their folders are
          // named after what they hold: a new build's files come under a new address.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && /^\/assets\/card-scan-(?:data-)?[\da-f]{8}\//.test(url.pathname),
          handler: 'CacheFirst',
          options: {
            cacheName: 'card-scan',
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 12, purgeOnQuotaError: true },
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
