/**
 * The web app's messages (decision 049). Each part of the app keeps its words in
 * `locales/<language>.json` beside its code: `en.json` is the source, typed and bundled with the
 * code that uses it; the other languages load on their own, only the reader's, when first needed.
 */
import type { SiteLanguage } from '@family-recipes/shared';

export type Catalog = Readonly<Record<string, string>>;

/** One part of the app's messages: its name, its English text and the loaders of the others. */
export interface Messages<Key extends string> {
  area: string;
  en: Readonly<Record<Key, string>>;
  load: (language: SiteLanguage) => Promise<Catalog>;
}

/** Every part of the app whose code has loaded, by name. */
const areas = new Map<string, Messages<string>>();
const loaded = new Map<string, Catalog>();
const loading = new Map<string, Promise<Catalog>>();

/** A language's file as `import.meta.glob` loads it: the catalog, or a module holding it. */
type CatalogFile = () => Promise<Catalog | { default: Catalog }>;

/**
 * The messages of `area`. `files` is `import.meta.glob('./locales/*.json')` written in the area's
 * own module, so that each language's file is a file of its own. Areas of the first page leave out
 * `{ import: 'default' }`, which costs each language's loader a few bytes of the first load.
 */
export function defineMessages<Key extends string>(
  area: string,
  en: Readonly<Record<Key, string>>,
  files: Record<string, CatalogFile>,
): Messages<Key> {
  const messages: Messages<Key> = {
    area,
    en,
    load: (language) => {
      const id = `${language}/${area}`;
      let promise = loading.get(id);
      if (!promise) {
        const file = files[`./locales/${language}.json`];
        promise = readable(
          (file ? file() : Promise.resolve<Catalog>({})).then((read) => {
            const catalog = typeof read.default === 'object' ? read.default : (read as Catalog);
            loaded.set(id, catalog);
            return catalog;
          }),
        );
        // A file that failed to load (offline, a new build) is asked for again next time.
        promise.catch(() => loading.delete(id));
        loading.set(id, promise);
      }
      return promise;
    },
  };
  areas.set(area, messages);
  return messages;
}

type Readable = Promise<Catalog> & { status?: string; value?: Catalog; reason?: unknown };

/**
 * `promise`, marked the way React's `use` reads a promise's outcome, so that a catalog that has
 * loaded is read at once on every later render instead of suspending it again.
 */
function readable(promise: Promise<Catalog>, catalog?: Catalog): Promise<Catalog> {
  const marked: Readable = promise;
  if (catalog) {
    marked.status = 'fulfilled';
    marked.value = catalog;
    return marked;
  }
  marked.status = 'pending';
  promise.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return marked;
}

/** Loads `language`'s catalogs of every part of the app whose code has loaded (the server render). */
export async function loadEveryCatalog(language: SiteLanguage): Promise<void> {
  if (language !== 'en') await Promise.all([...areas.values()].map((m) => m.load(language)));
}

/** The catalog of `area` in `language` when it has loaded, else undefined. */
export function loadedCatalog(language: SiteLanguage, area: string): Catalog | undefined {
  return loaded.get(`${language}/${area}`);
}

/**
 * A catalog larger than this is not written into a drawn page: the page names it, and the browser
 * loads its file (cached across pages) before it takes the page over (entry-server.tsx).
 */
export const EMBEDDED_CATALOG_MAX = 6_000;

/**
 * Catalogs the server sent with the page, so that its first render needs no other request.
 * Returns the parts the page names without their catalog (null), to load before that render.
 */
export function seedCatalogs(
  language: SiteLanguage,
  catalogs: Record<string, Catalog | null>,
): string[] {
  const named: string[] = [];
  for (const [area, catalog] of Object.entries(catalogs)) {
    if (catalog === null) {
      named.push(area);
      continue;
    }
    loaded.set(`${language}/${area}`, catalog);
    loading.set(`${language}/${area}`, readable(Promise.resolve(catalog), catalog));
  }
  return named;
}

/**
 * Loads `language`'s catalogs of the parts named (those whose code has loaded: after the page's
 * route has). One that fails to load leaves its part in English until it is asked for again.
 */
export async function loadNamedCatalogs(language: SiteLanguage, names: string[]): Promise<void> {
  const loads: Promise<unknown>[] = [];
  for (const name of names) {
    const messages = areas.get(name);
    if (messages) loads.push(messages.load(language).catch(() => undefined));
  }
  await Promise.all(loads);
}
