import {
  getConfig,
  getMealPlan,
  getRecipe,
  getShoppingList,
  listCooked,
  listFavouriteIds,
  listFavourites,
  listShoppingLists,
  type Endpoint,
  type PlannedRecipe,
  type RecipeSummary,
  type ResponseOf,
} from '@family-recipes/shared';
import {
  cardImageSources,
  DETAIL_PHOTO_WIDTHS,
  PHONE_PHOTO_MEDIA,
  photoSources,
  type ImageSources,
} from '../../components/recipe-card/recipe-format';
import type { ListPage } from '../../lib/api-client';
import { call, callList, type CallOf } from '../../lib/endpoint-client';
import { firstDayOfWeek } from '@family-recipes/shared';

/** As many favourites as the warm-up reads, in the pages the Favourites page asks for. */
const FAVOURITES_CAP = 100;
const FAVOURITES_PAGE_SIZE = 12;
/** At most this many recipes' pages and photos are saved. */
const RECIPES_CAP = 120;
/** Calls at once: the warm-up stays in the background of whatever the cook is doing. */
const AT_ONCE = 2;

/**
 * What the warm-up reads through: the app's API client and the browser's image loader. It reads
 * only endpoints the contract marks readable offline, which the service worker keeps.
 */
export interface KitchenReader {
  read<E extends Endpoint>(endpoint: E, input: CallOf<E>): Promise<ResponseOf<E>>;
  readPage<E extends Endpoint>(
    endpoint: E,
    input: CallOf<E>,
  ): Promise<ListPage<ResponseOf<E> extends (infer T)[] ? T : never>>;
  loadPhoto(sources: ImageSources): Promise<void>;
}

type RecipeRef = Pick<RecipeSummary, '_id' | 'thumbnail_image'>;

const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * This week on the cook's own calendar, from `firstDay` (0 Sunday … 6 Saturday; the page's
 * language decides it, as the Meal Plan page opens on it: meal-plan/week-start.ts).
 */
export function thisWeek(
  now: Date = new Date(),
  firstDay = firstDayOfWeek(pageLanguage()),
): { from: string; to: string } {
  const first = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  first.setDate(first.getDate() - ((first.getDay() - firstDay + 7) % 7));
  const last = new Date(first.getFullYear(), first.getMonth(), first.getDate() + 6);
  return { from: dayOf(first), to: dayOf(last) };
}

/** The language the page is shown in (`<html lang>`). */
const pageLanguage = () =>
  typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';

/** Runs the tasks a few at a time; a task that fails does not stop the others. */
async function inTurn<T>(items: T[], task: (item: T) => Promise<unknown>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      await task(item).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}

async function favourites(reader: KitchenReader): Promise<RecipeRef[]> {
  const found: RecipeRef[] = [];
  for (let page = 1; found.length < FAVOURITES_CAP; page += 1) {
    const { items, total }: ListPage<RecipeSummary> = await reader.readPage(listFavourites, {
      query: { limit: FAVOURITES_PAGE_SIZE, page },
    });
    found.push(...items);
    if (items.length === 0 || found.length >= total) break;
  }
  return found;
}

async function planned(reader: KitchenReader, now: Date): Promise<RecipeRef[]> {
  const { from, to } = thisWeek(now);
  const plan = await reader.read(getMealPlan, { query: { from, to } });
  return plan.days.flatMap((day): PlannedRecipe[] =>
    // Notes name no recipe to keep.
    [...day.breakfast, ...day.lunch, ...day.dinner, ...day.other].flatMap((entry) =>
      entry.kind === 'recipe' ? [entry] : [],
    ),
  );
}

async function shoppingLists(reader: KitchenReader): Promise<void> {
  const lists = await reader.read(listShoppingLists, {});
  await inTurn(lists, (list) => reader.read(getShoppingList, { params: { id: list._id } }));
}

/**
 * Reads what a cook needs in the kitchen, so that the service worker keeps it for offline use
 * (decision 028): the site's settings, favourites, this week's meal plan, the shopping lists with
 * each list, and for
 * every favourite or planned recipe its page, its notes and its photo as a card and as the recipe
 * page shows it. Resolves once everything was tried; what failed is simply not saved.
 */
export async function warmKitchen(reader: KitchenReader, now: Date = new Date()): Promise<void> {
  const [saved, plan] = await Promise.all([
    favourites(reader).catch(() => []),
    planned(reader, now).catch(() => []),
    // The settings the pages read. Not who is signed in: that answer holds the id token and is
    // never kept; offline, the session knows the cook from a profile without it.
    reader.read(getConfig, {}).catch(() => undefined),
    reader.read(listFavouriteIds, {}).catch(() => undefined),
    shoppingLists(reader).catch(() => undefined),
  ]);
  const recipes = new Map<string, RecipeRef>();
  for (const recipe of [...plan, ...saved]) {
    if (recipes.size >= RECIPES_CAP) break;
    recipes.set(recipe._id, recipe);
  }
  await inTurn([...recipes.values()], async ({ _id, thumbnail_image: photo }) => {
    await Promise.allSettled([
      reader.read(getRecipe, { params: { id: _id } }),
      reader.read(listCooked, { params: { id: _id } }),
      photo && reader.loadPhoto(cardImageSources(photo)),
      photo && reader.loadPhoto(detailPhoto(photo)),
    ]);
  });
}

/** The recipe page's photo, as its <picture> picks it on this screen (recipe-photo.tsx). */
function detailPhoto(url: string): ImageSources {
  const { phone, ...sources } = photoSources(url, DETAIL_PHOTO_WIDTHS);
  const onPhone = phone && window.matchMedia(PHONE_PHOTO_MEDIA).matches;
  return onPhone ? { src: sources.src, ...phone } : sources;
}

/** Loads a photo as an <img> with the same sources would, so the browser picks the same file. */
function loadPhoto({ src, srcSet, sizes }: ImageSources): Promise<void> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve();
    img.onerror = () => resolve();
    if (sizes) img.sizes = sizes;
    if (srcSet) img.srcset = srcSet;
    img.src = src;
  });
}

/**
 * The app's own reader: every call goes through fetch, where the service worker sees it, and
 * stops when `signal` aborts (the cook signed out or went offline).
 */
export function browserReader(signal: AbortSignal): KitchenReader {
  return {
    read: (endpoint, input) => call(endpoint, { ...input, signal }),
    readPage: (endpoint, input) => callList(endpoint, { ...input, signal }),
    loadPhoto: (sources) => (signal.aborted ? Promise.resolve() : loadPhoto(sources)),
  };
}
