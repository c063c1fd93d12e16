import { act, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../../i18n/language';
import { loadEveryCatalog } from '../../../i18n/messages';
import ar from '../locales/ar.json';
import de from '../locales/de.json';
import { ShoppingListView } from './shopping-list-view';
import {
  answerList,
  LIST_ID,
  makeItem,
  makeList,
  renderShopping,
  resetToastsPerTest,
} from '../testing/shopping-fixtures';

resetToastsPerTest();

/** A list of three lines from two recipes, one of them ticked, shared by Grace and Ben. */
function serveList() {
  const pie = { recipe_id: '00000000-0000-4000-8000-000000000001', title: 'Apfelkuchen' };
  answerList(() =>
    makeList({
      members: [
        { name: 'Grace', email: 'grace@example.com' },
        { name: 'Ben', email: 'ben@example.com' },
      ],
      items: [
        makeItem({
          ingredient: 'apples',
          key: 'apple',
          quantity: 6,
          aisle: 'produce',
          sources: [
            { ...pie, servings: 2 },
            { recipe_id: '00000000-0000-4000-8000-000000000002', title: 'Mus', servings: 1 },
          ],
        }),
        makeItem({ ingredient: 'milk', key: 'milk', quantity: 1, units: 'l', aisle: 'dairy' }),
        makeItem({ ingredient: 'cream', key: 'cream', aisle: 'dairy', checked: true }),
      ],
    }),
  );
}

/** The list page in `language`, its catalogs loaded first as the server sends them with the page. */
async function renderListIn(language: 'de' | 'ar') {
  await loadEveryCatalog(language);
  await act(async () => {
    renderShopping(
      <LanguageProvider initial={language}>
        <Suspense fallback={null}>
          <ShoppingListView id={LIST_ID} />
        </Suspense>
      </LanguageProvider>,
    );
  });
}

describe('a shopping list in the reader’s language', () => {
  it('when a German reader opens a list, then its aisles, counts, sources and panels are German', async () => {
    serveList();

    await renderListIn('de');

    expect(await screen.findByText('Noch 2 von 3')).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([de.aisleProduce, de.aisleDairy, '▸Im Korb (1)', de.recipesOnList]);
    // The dictionary's foods are named in the reader's language (packages/shared/src/shopping).
    expect(screen.getByRole('checkbox', { name: '6 Äpfel' })).toHaveAccessibleDescription(
      'aus Apfelkuchen (2 Portionen), Mus (1)',
    );
    expect(screen.getByRole('heading', { name: de.whoSees })).toBeVisible();
    expect(
      screen.getByText('Alle in Ihrem Haushalt sehen und bearbeiten sie: Sie, Grace und Ben.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: de.clearTicked })).toBeEnabled();
  });

  it('when an Arabic reader opens a list, then its words are Arabic, with the plural forms of two', async () => {
    serveList();

    await renderListIn('ar');

    const produce = await screen.findByRole('region', { name: ar.aisleProduce });
    expect(within(produce).getByRole('checkbox', { name: '6 تفاح' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '6 تفاح' })).toHaveAccessibleDescription(
      /^من Apfelkuchen \(حصتان\)/,
    );
    expect(screen.getByRole('link', { name: ar.allLists })).toBeVisible();
  });
});
