import {
  getConfig,
  getMealPlan,
  getRecipe,
  getShoppingList,
  getUserToken,
  listCooked,
  listFavouriteIds,
  listFavourites,
  listShoppingLists,
  pathOf,
  type MealPlan,
  type PlannedRecipe,
  type RecipeSummary,
} from '@family-recipes/shared';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ImageSources } from '../../components/recipe-card/recipe-format';
import { urlOf } from '../../lib/endpoint-client';
import { server } from '../../testing/msw';
import { requestPath } from '../../testing/test-utils';
import { browserReader, thisWeek, warmKitchen } from './warm-kitchen';
import { readableOfflinePattern } from '../../../vite/offline-routes';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const photo = (n: number) => `/uploads/photo-${n}-1280.webp`;

function favourite(n: number): RecipeSummary {
  return { _id: id(n), title: `Favourite ${n}`, thumbnail_image: photo(n) } as RecipeSummary;
}

function planned(n: number): PlannedRecipe {
  return {
    kind: 'recipe',
    _id: id(n),
    title: `Planned ${n}`,
    thumbnail_image: photo(n),
    serving: '4',
    servings: null,
  };
}

const emptyDay = (date: string) => ({ date, breakfast: [], lunch: [], dinner: [], other: [] });

/** The API of a cook with 14 favourites, two planned dinners (one also a favourite), two lists. */
function stubKitchen() {
  const asked: string[] = [];
  const favourites = Array.from({ length: 14 }, (_, index) => favourite(index + 1));
  const plan: MealPlan = {
    days: [
      { ...emptyDay('2026-11-23'), dinner: [planned(2), planned(40)] },
      emptyDay('2026-11-24'),
    ],
  };
  server.use(
    http.get('*', ({ request }) => {
      const path = requestPath(request);
      asked.push(path);
      const url = new URL(request.url);
      if (url.pathname === pathOf(listFavourites, {})) {
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        return HttpResponse.json(favourites.slice((page - 1) * limit, page * limit), {
          headers: { 'X-Total-Count': String(favourites.length) },
        });
      }
      if (url.pathname === pathOf(getMealPlan, {})) return HttpResponse.json(plan);
      if (url.pathname === pathOf(listShoppingLists, {})) {
        return HttpResponse.json([{ _id: id(900) }, { _id: id(901) }]);
      }
      if (url.pathname === pathOf(getRecipe, { id: id(5) })) return HttpResponse.error();
      return HttpResponse.json({});
    }),
  );
  return asked;
}

/** A reader that notes each photo it loads, on a page as narrow as a phone's when `phone`. */
function photoNotingReader(phone: boolean) {
  const photos: ImageSources[] = [];
  vi.stubGlobal('matchMedia', () => ({ matches: phone }));
  const reader = {
    ...browserReader(new AbortController().signal),
    loadPhoto: async (sources: ImageSources) => {
      photos.push(sources);
    },
  };
  return { reader, photos };
}

describe('warming the kitchen for offline use', () => {
  it('when a cook is signed in, then favourites, this week’s plan, the lists and every recipe with its photos are read once', async () => {
    const asked = stubKitchen();
    const { reader, photos } = photoNotingReader(false);

    // An English page's week runs Monday to Sunday (customsLocale in packages/shared).
    await warmKitchen(reader, new Date(2026, 10, 25, 21, 30));

    const favourites = (page: number) => urlOf(listFavourites, { query: { limit: 12, page } });
    expect(asked).toContain(favourites(1));
    expect(asked).toContain(favourites(2));
    expect(asked).not.toContain(favourites(3));
    expect(asked).toContain(pathOf(listFavouriteIds, {}));
    // Who is signed in holds the id token: never read here, so never kept by the worker.
    expect(asked).not.toContain(pathOf(getUserToken, {}));
    expect(asked).toContain(pathOf(getConfig, {}));
    expect(asked).toContain(
      urlOf(getMealPlan, { query: { from: '2026-11-23', to: '2026-11-29' } }),
    );
    // Only what the service worker keeps: the reads the contract marks readable offline.
    const kept = readableOfflinePattern();
    for (const path of asked)
      expect(kept.test(new URL(path, 'http://x').pathname), path).toBe(true);
    expect(asked).toContain(pathOf(listShoppingLists, {}));
    expect(asked).toContain(pathOf(getShoppingList, { id: id(900) }));
    expect(asked).toContain(pathOf(getShoppingList, { id: id(901) }));
    // The 14 favourites and the planned recipe that is not one, each once, with its notes; a
    // recipe that fails to load does not stop the others.
    const recipes = asked.filter((path) => readableOfflinePattern([getRecipe]).test(path));
    expect(recipes.sort()).toEqual(
      [...Array.from({ length: 14 }, (_, index) => id(index + 1)), id(40)]
        .map((recipe) => pathOf(getRecipe, { id: recipe }))
        .sort(),
    );
    expect(asked).toContain(pathOf(listCooked, { id: id(40) }));
    expect(asked.filter((path) => path.endsWith('/cooked'))).toHaveLength(15);
    // Each recipe's photo as a card (320 and 640 px) and as its page shows it (up to 1280 px).
    expect(photos).toHaveLength(30);
    expect(photos).toContainEqual(
      expect.objectContaining({
        src: '/uploads/photo-40-640.webp',
        srcSet: '/uploads/photo-40-320.webp 320w, /uploads/photo-40-640.webp 640w',
      }),
    );
    expect(photos).toContainEqual(
      expect.objectContaining({
        src: '/uploads/photo-40-640.webp',
        srcSet: expect.stringContaining('/uploads/photo-40-1280.webp 1280w'),
      }),
    );
  });

  it('when the page is a phone’s, then the recipe page’s photo is the one its phone source offers', async () => {
    stubKitchen();
    const { reader, photos } = photoNotingReader(true);

    await warmKitchen(reader, new Date(2026, 10, 25));

    expect(photos.some((sources) => sources.srcSet?.includes('1280w'))).toBe(false);
    expect(photos).toContainEqual({
      src: '/uploads/photo-40-640.webp',
      srcSet: '/uploads/photo-40-320.webp 320w, /uploads/photo-40-640.webp 640w',
      sizes: '100vw',
    });
  });

  it('when the cook signs out during the warm-up, then nothing more is read', async () => {
    const asked = stubKitchen();
    const controller = new AbortController();
    controller.abort();
    const photos = vi.fn(async () => undefined);
    const reader = { ...browserReader(controller.signal), loadPhoto: photos };

    await warmKitchen(reader, new Date(2026, 10, 25));

    expect(asked).toEqual([]);
    expect(photos).not.toHaveBeenCalled();
  });
});

describe('this week', () => {
  it.each([
    ['a Wednesday', new Date(2026, 10, 25, 12), '2026-11-23', '2026-11-29'],
    ['late on a Sunday', new Date(2026, 10, 29, 23, 59), '2026-11-23', '2026-11-29'],
    ['a Monday morning', new Date(2026, 10, 30, 0, 1), '2026-11-30', '2026-12-06'],
    ['across a new year', new Date(2027, 0, 1, 9), '2026-12-28', '2027-01-03'],
  ])('when it is %s, then the week runs Monday to Sunday around it', (_when, now, from, to) => {
    expect(thisWeek(now, 1)).toEqual({ from, to });
  });

  it.each([
    ['en', '2026-11-23', '2026-11-29'],
    ['pt', '2026-11-22', '2026-11-28'],
    ['ar', '2026-11-21', '2026-11-27'],
  ])('when the page is in %s, then the week starts on its first day', (language, from, to) => {
    document.documentElement.lang = language;
    try {
      expect(thisWeek(new Date(2026, 10, 25, 12))).toEqual({ from, to });
    } finally {
      document.documentElement.lang = '';
    }
  });
});
