import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { brotliAssets } from './vite/brotli-assets';
import { cardScanFiles } from './vite/card-scan-files';
import { contractForBrowser } from './vite/contract-for-browser';
import { bootFirst, markAppCode } from './vite/index-html';
import { installableSite } from './vite/installable-site';
import { withoutStartFiles } from './vite/preload-lists';

// `pnpm dev` proxies to the API on port 3000; API_ORIGIN points elsewhere when several run.
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';

const BOOT = 'src/boot.ts';

/**
 * Test files that keep modules of their own (see `projects` below): those that replace a module
 * with vi.mock, and those whose kitchen writes go on retrying after their last test (a retry that
 * TanStack Query gives no way to stop would be sent in the next file's test).
 */
const OWN_MODULES = [
  'src/features/identity/components/account-form.test.tsx',
  'src/features/identity/components/change-password-dialog.test.tsx',
  'src/features/identity/components/signup-form.test.tsx',
  'src/features/sync/kitchen-writes.test.ts',
  'src/features/sync/logout-queue.test.ts',
];

/**
 * `vite build --ssr` builds src/entry-server.tsx, which the API runs to draw a public page's first
 * screen (decision 023): one file with its dependencies, so the server needs nothing else of this
 * package at run time.
 */
const serverBuild = defineConfig({
  // cardScanFiles resolves the card scan's file addresses (it copies the files in the browser's
  // build only).
  plugins: [react(), cardScanFiles()],
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
    bootFirst(BOOT),
    markAppCode(),
    brotliAssets(),
    installableSite(),
    cardScanFiles(),
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
    // A lazy file's list of what to fetch with it leaves out the files the app's start has already
    // loaded: every list is written in the first load, where file names do not compress.
    modulePreload: { resolveDependencies: withoutStartFiles },
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
              // A recipe card and the grid of them, with what a signed-in cook sees under a card,
              // and the button of the grid's pages: every listing shows them together, so one
              // file rather than five small ones.
              name: 'recipe-cards',
              // Only these: what they import stays where it was (the app's start, the icons).
              includeDependenciesRecursively: false,
              test: /src[\\/](?:components[\\/]recipe-card[\\/]recipe-(?:card|photo|rating)\.tsx|components[\\/]recipe-list[\\/]recipe-grid\.tsx|components[\\/]ui[\\/]button\.tsx|features[\\/]cooked[\\/](?:index\.ts|components[\\/](?:last-made-on-card|we-made-this)\.tsx))$/,
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
              // The kitchen's shared rules that several pages load later (the plan's dates and
              // lines), in one file: each lazy page's list of the files it needs (in the app's
              // start) names one file rather than two. A recipe's servings rule stays out: the
              // recipe page needs it, and this file builds the plan's schemas when it loads.
              name: 'kitchen',
              test: /packages[\\/]shared[\\/](?:src|dist)[\\/]schemas[\\/](?:kitchen|plan-entries)\.[jt]s$/,
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
