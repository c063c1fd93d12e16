import { defineConfig } from 'drizzle-kit';

/** Every module's tables, in its own `<name>.schema.ts`, and the data layer's own (src/db). */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/*.schema.ts', './src/modules/**/*.schema.ts'],
  out: './drizzle',
});
