import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// `pnpm dev` proxies to the API on port 3000; API_ORIGIN points elsewhere when several run.
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/dev': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    // Lets `pnpm bench` find the chunks the home route loads.
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Lets a test read global.css as text (vitest otherwise stubs CSS) to check the breakpoint.
    css: { include: [/global\.css/] },
  },
});
