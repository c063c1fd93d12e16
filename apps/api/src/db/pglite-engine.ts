import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The embedded engine's shared buffers (decision 039). PGlite starts PostgreSQL with
 * `shared_buffers=128MB` written into its WebAssembly and reads no configuration file that could
 * lower it, and WebAssembly memory is never given back: those 128 MB were about a third of what a
 * family's site held. A family's database is a few tens of MB and sits in the operating system's
 * file cache anyway, so 16 MB of buffers is plenty.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

const SHIPPED = Buffer.from('shared_buffers=128MB\0');
/** The same number of bytes: the setting's text ends at the first NUL. */
const OURS = Buffer.from(`shared_buffers=${PGLITE_SHARED_BUFFERS}\0`.padEnd(SHIPPED.length, '\0'));

/** A compiled WebAssembly module, as PGlite takes it. */
type EngineModule = NonNullable<PGliteOptions['wasmModule']>;

let engine: EngineModule | null | undefined;

/** Node's WebAssembly, whose constructors this project's type settings (no DOM) do not declare. */
const wasm = (
  globalThis as unknown as {
    WebAssembly: { Module: new (bytes: Uint8Array) => EngineModule };
  }
).WebAssembly;

/**
 * PGlite's WebAssembly with the shared buffers set to ours, compiled once per process and shared by
 * every embedded database it opens (the tests open hundreds). Null, and PGlite's own module used,
 * where this version of PGlite does not hold the setting exactly once: the engine then runs with
 * its 128 MB, and the test of this file fails (pglite-engine.test.ts).
 */
function patchedEngine(): EngineModule | null {
  if (engine !== undefined) return engine;
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const bytes = readFileSync(path.join(dist, 'pglite.wasm'));
  const at = bytes.indexOf(SHIPPED);
  if (at < 0 || bytes.indexOf(SHIPPED, at + 1) >= 0) {
    engine = null;
    return engine;
  }
  OURS.copy(bytes, at);
  const compiled = new wasm.Module(bytes);
  engine = compiled;
  return compiled;
}

/** What every embedded database is opened with: its extensions and its engine. */
export function pgliteOptions(): PGliteOptions {
  const wasmModule = patchedEngine();
  return {
    extensions: { unaccent, pg_trgm },
    ...(wasmModule ? { wasmModule } : {}),
  };
}
