import { z } from 'zod';

/*
 * zod for every schema of the package. In a browser, zod's compiled fast path is turned off: it
 * would first try `Function('')`, which the site's Content-Security-Policy (no eval) refuses and
 * reports as a violation on every page that builds a schema. The API keeps the fast path.
 */
if ('document' in globalThis) z.config({ jitless: true });

export { z };
