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
 * Leaves out of a list the files that are already loaded when the import runs. Any file but the
 * boot script's page modules runs its imports after the app's start has loaded; the page modules
 * run before it, so they only leave out themselves (they import nothing statically).
 */
export function withoutStartFiles(
  _filename: string,
  deps: string[],
  { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
): string[] {
  if (hostType !== 'js') return deps;
  if (BOOT_PAGES.test(hostId)) return deps.filter((dep) => !BOOT_PAGES.test(dep));
  return deps.filter((dep) => !START_FILE.test(dep));
}
