import { expect, type Page } from '@playwright/test';
import { createUserAccount, DEV_ADMIN, signInAs, switchAccount } from './identity';
import { networkQuiet } from './network';
import { submitRecipeThroughApi } from './recipes';

type Account = { email: string; password: string };
type Visitor = 'visitor' | 'cook' | 'admin';

/** A page of the site, who opens it, and the level-1 heading that says it has loaded. */
interface SitePage {
  name: string;
  path: string;
  as: Visitor;
  heading: string | RegExp;
  /** A button the page draws once it knows who is signed in (lazily loaded parts). */
  awaits?: string;
  /** Waits for the heading, the skeletons and the fonts only (no network idle). */
  quick?: boolean;
}

/** Every public and signed-in page, for the tests that must hold on all of them. */
export interface Site {
  pages: SitePage[];
  cook: Account;
  recipePath: string;
  /** Opens a page as its visitor (signing in or out as needed) and waits until it has loaded. */
  open(page: Page, sitePage: SitePage): Promise<void>;
}

/** Every approved recipe's page path, read from the public list a page of 100 at a time. */
async function approvedRecipePaths(page: Page): Promise<{ title: string; path: string }[]> {
  const found: { title: string; path: string }[] = [];
  for (let number = 1; ; number++) {
    const res = await page.request.get(`/api/all-recipes?limit=100&page=${number}`);
    expect(res.ok()).toBe(true);
    const recipes = (await res.json()) as { _id: string; title: string }[];
    found.push(...recipes.map((r) => ({ title: r.title, path: `/recipes/${r._id}` })));
    if (recipes.length < 100) return found;
  }
}

/**
 * Makes the data the pages need (a cook with a pending recipe to edit) and lists the pages: visitors'
 * first, then the cook's, then the administrator's, so that each signs in once. With
 * `everyRecipe`, the visitors' pages also hold every approved recipe's page, and the cook's the
 * recipe page with the kitchen's buttons (favourite, lists, meal plan, "We made this").
 */
export async function prepareSite(
  page: Page,
  { everyRecipe = false }: { everyRecipe?: boolean } = {},
): Promise<Site> {
  const [recipe] = (await (
    await page.request.get('/api/categories/desserts?sort_by=title&order=1&limit=1')
  ).json()) as { _id: string }[];
  const recipePath = `/recipes/${recipe!._id}`;

  const cook = await createUserAccount(page.request, 'Grandma Rosa');
  // An invitation to the cook's household from another, for the join page.
  await signInAs(page, await createUserAccount(page.request, 'Aunt Lucia'));
  const invited = await page.request.post('/api/household/invitations', {
    data: { email: cook.email },
  });
  expect(invited.status()).toBe(201);
  const { code } = (await invited.json()) as { code: string };
  await signInAs(page, cook);
  const ownId = await submitRecipeThroughApi(page.request, 'Rosa’s lemon cake');
  await page.context().clearCookies();

  const pages: SitePage[] = [
    { name: 'home', path: '/', as: 'visitor', heading: 'Recipes worth passing down' },
    { name: 'All Recipes', path: '/all-recipes', as: 'visitor', heading: 'All Recipes' },
    { name: 'a category', path: '/categories/desserts', as: 'visitor', heading: 'Desserts' },
    { name: 'search', path: '/search?query=cake', as: 'visitor', heading: 'Search Results' },
    { name: 'a recipe', path: recipePath, as: 'visitor', heading: /.+/ },
    {
      name: 'a recipe at planned servings',
      path: `${recipePath}?servings=6`,
      as: 'visitor',
      heading: /.+/,
    },
    { name: 'log-in', path: '/login', as: 'visitor', heading: /.+/ },
    { name: 'sign-up', path: '/signup', as: 'visitor', heading: /.+/ },
    { name: 'forgot password', path: '/forgot-password', as: 'visitor', heading: /.+/ },
    { name: 'About', path: '/about', as: 'visitor', heading: /.+/ },
    { name: 'Contact', path: '/contact', as: 'visitor', heading: /.+/ },
    { name: 'Support', path: '/support', as: 'visitor', heading: /.+/ },
    { name: '404', path: '/no/such/page', as: 'visitor', heading: 'Page not found' },
    ...(everyRecipe ? await otherRecipePages(page, recipePath) : []),
    { name: 'submit', path: '/submit-recipe', as: 'cook', heading: /.+/ },
    { name: 'edit', path: `/edit-recipe/${ownId}`, as: 'cook', heading: /.+/ },
    { name: 'My Recipes', path: '/my-recipes', as: 'cook', heading: 'My Recipes' },
    { name: 'account', path: '/account', as: 'cook', heading: /.+/ },
    { name: 'Favourites', path: '/favourites', as: 'cook', heading: 'Favourites' },
    { name: 'Meal Plan', path: '/meal-plan', as: 'cook', heading: 'Meal Plan' },
    { name: 'Shopping Lists', path: '/shopping-lists', as: 'cook', heading: 'Shopping Lists' },
    { name: 'Household', path: '/household', as: 'cook', heading: 'Household' },
    { name: 'Cookbooks', path: '/cookbooks', as: 'cook', heading: 'Cookbooks' },
    {
      name: 'joining a household',
      path: `/household/join?code=${code}`,
      as: 'cook',
      heading: 'Join a household',
      awaits: `Join “Aunt Lucia's kitchen”`,
    },
    ...(everyRecipe
      ? [
          {
            name: 'a recipe, signed in',
            path: recipePath,
            as: 'cook' as const,
            heading: /.+/,
            awaits: 'Add to meal plan',
          },
        ]
      : []),
    { name: 'pending', path: '/pending-recipes', as: 'admin', heading: /.+/ },
    { name: 'denied', path: '/denied-recipes', as: 'admin', heading: /.+/ },
    { name: 'featured', path: '/featured-recipes', as: 'admin', heading: /.+/ },
    { name: 'Users', path: '/users', as: 'admin', heading: /.+/ },
    { name: 'Backups', path: '/backups', as: 'admin', heading: 'Backups', awaits: 'Back up now' },
  ];

  let current: Visitor = 'visitor';
  const open = async (p: Page, sitePage: SitePage) => {
    if (sitePage.as !== current) {
      const who = { visitor: null, cook, admin: DEV_ADMIN }[sitePage.as];
      await switchAccount(p, who);
      current = sitePage.as;
    }
    await p.goto(sitePage.path);
    await expect(p.getByRole('heading', { level: 1, name: sitePage.heading })).toBeVisible();
    if (sitePage.awaits)
      await expect(p.getByRole('button', { name: sitePage.awaits, exact: true })).toBeVisible();
    if (!sitePage.quick) await networkQuiet(p);
    await expect(p.locator('.skeleton, .page-loading')).toHaveCount(0);
    await p.evaluate(() => document.fonts.ready);
  };

  return { pages, cook, recipePath, open };
}

/** The approved recipes' pages other than `skip`, opened by a visitor with the short wait. */
async function otherRecipePages(page: Page, skip: string): Promise<SitePage[]> {
  const recipes = await approvedRecipePaths(page);
  expect(recipes.length, 'the demo recipes are listed').toBeGreaterThan(1);
  return recipes
    .filter((r) => r.path !== skip)
    .map((r) => ({
      name: `recipe “${r.title}”`,
      path: r.path,
      as: 'visitor' as const,
      heading: /.+/,
      quick: true,
    }));
}
