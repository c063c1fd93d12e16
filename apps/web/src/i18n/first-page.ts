import type { Catalog } from './messages';

/** The parts of the app whose words the home page shows first. */
type FirstPagePart = 'app' | 'pages' | 'recipeCard' | 'home';

/**
 * The words of the parts a first visit shows (the frame, the pages' titles, the recipe card and
 * the home page) travel in one file per language (first-page/<language>.ts), so that the first
 * load carries one table of loaders rather than one for each part (docs/performance.md). Each part
 * keeps its own `locales` folder, which those files gather.
 */
const files = import.meta.glob<Record<FirstPagePart, Catalog>>('./first-page/*.ts');

/** `part`'s files by language, as `defineMessages` takes them. */
export function firstPageFiles(part: FirstPagePart): Record<string, () => Promise<Catalog>> {
  return Object.fromEntries(
    Object.entries(files).map(([file, load]) => [
      file.replace(/^\.\/first-page\/(\w+)\.ts$/, './locales/$1.json'),
      () => load().then((words) => words[part]),
    ]),
  );
}
