/*
 * What a lazy file's dynamic import fetches beside it (build.modulePreload.resolveDependencies).
 * Every such list is written into the file that makes the import, and the app's start makes most
 * of them: its lists are part of the home page's first load, where file names do not compress.
 */

/** The files of the app's start: the entry's chunk and what it imports statically. */
const START_FILE = /(?:^|\/)(?:app|vendor|rolldown-runtime|preload)-[^/]+\.js$/;
/** The boot script's page modules (app/page-modules.ts), which run before the app's start. */
const BOOT_PAGES = /(?:^|\/)preload-[^/]+\.js$/;

/**
 * The administrators' pages (app/routes/admin/): one or two people open them, so the app's start
 * does not list what they import; each fetches its imports once it has loaded.
 */
const ADMIN_PAGE =
  /(?:^|\/)(?:pending-recipes|denied-recipes|featured-recipes|users|backups|card-reader)-[^/]+\.js$/;

/**
 * Leaves out of a list the files that are already loaded when the import runs, and the list of an
 * administrators' page that the app's start imports. Any file but the
 * boot script's page modules runs its imports after the app's start has loaded; the page modules
 * run before it, so they only leave out themselves (they import nothing statically).
 */
export function withoutStartFiles(
  filename: string,
  deps: string[],
  { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
): string[] {
  if (hostType !== 'js') return deps;
  if (BOOT_PAGES.test(hostId)) return deps.filter((dep) => !BOOT_PAGES.test(dep));
  if (START_FILE.test(hostId) && ADMIN_PAGE.test(filename)) return [];
  return deps.filter((dep) => !START_FILE.test(dep));
}
