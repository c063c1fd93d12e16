import { NO_PDF, type Cookbook, type CookbookRecipe } from '@family-recipes/shared';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { renderSignedIn } from '../../../testing/kitchen';

let counter = 0;
const uuid = () => {
  counter += 1;
  return `77777777-7777-4777-8777-${String(counter).padStart(12, '0')}`;
};

export function makeRecipe(
  title: string,
  category: CookbookRecipe['category'] = 'Desserts',
  hasCard = false,
) {
  return {
    _id: uuid(),
    title,
    category,
    thumbnail_image: `/uploads/${title.toLowerCase().replace(/\W+/g, '-')}.webp`,
    user_name: 'Grandma Rosa',
    has_card: hasCard,
  } satisfies CookbookRecipe;
}

type Page = Cookbook['familyPages'][number];

export function makeBook(
  overrides: Partial<Omit<Cookbook, 'familyPages'>> & {
    familyPages?: (Pick<Page, 'id' | 'title' | 'after'> & Partial<Page>)[];
  } = {},
): Cookbook {
  const recipes = overrides.recipes ?? [makeRecipe('Lemon cake'), makeRecipe('Apple pie')];
  const familyPages = (overrides.familyPages ?? []).map((page) => ({
    caption: '',
    story: '',
    image: null,
    ...page,
  }));
  return {
    id: uuid(),
    title: 'Rosa’s kitchen',
    subtitle: '',
    dedication: '',
    recipeIds: recipes.map((r) => r._id),
    order: 'category',
    chapters: [],
    cardRecipeIds: [],
    coverRecipeId: null,
    pageSize: 'A4',
    photos: true,
    shared: false,
    recipes,
    mine: true,
    owner_name: 'Ada Cook',
    cover_image: null,
    created_on: '2026-11-27T09:00:00.000Z',
    updated_on: '2026-11-27T09:00:00.000Z',
    pdf: NO_PDF,
    language: 'en',
    ...overrides,
    familyPages,
  };
}

function Opened() {
  return <p>Opened {useLocation().pathname}</p>;
}

/** Renders `ui` signed in at /cookbooks/new; a saved book's page says its address. */
export function renderNewBook(ui: ReactNode) {
  return renderSignedIn(
    <MemoryRouter initialEntries={['/cookbooks/new']}>
      <Routes>
        <Route path="/cookbooks/new" element={ui} />
        <Route path="/cookbooks/:id" element={<Opened />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Renders `ui` signed in, under a router (its links and navigation). */
export function renderInRouter(ui: ReactNode) {
  return renderSignedIn(<MemoryRouter>{ui}</MemoryRouter>);
}
