import { getRecipe, listApproved, listCategory } from '@family-recipes/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, failure, page } from '../testing/api-mocks';
import { makeRecipe } from '../testing/recipes';
import { renderApp } from '../testing/test-utils';
import { APP_READY_ATTRIBUTE } from './first-photo';

const photo = (id: string) => `/uploads/recipes/${id}-1280.webp`;
const photoLinks = () => document.head.querySelectorAll('link[rel="preload"][as="image"]');

afterEach(() => {
  photoLinks().forEach((link) => link.remove());
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
});

describe('route loaders', () => {
  it('when the first page is a list, then its read is sent once and its first card photo is preloaded with high priority', async () => {
    const first = makeRecipe({ title: 'Lemon bars', thumbnail_image: photo('first') });
    const list = answer(listCategory, { category: 'sides' }, () => page([first, makeRecipe()]));

    renderApp('/categories/sides', { handlers: [list] });

    expect(await screen.findByRole('heading', { name: 'Lemon bars' })).toBeInTheDocument();
    const [link] = photoLinks();
    expect(link?.getAttribute('imagesrcset')).toBe(
      '/uploads/recipes/first-320.webp 320w, /uploads/recipes/first-640.webp 640w',
    );
    expect(link?.getAttribute('imagesizes')).toMatch(/calc\(100vw - 2rem\)$/);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    // The page's own query found the loader's answer instead of asking again.
    expect(list.calls.map(({ request }) => new URL(request.url).search)).toEqual([
      '?sort_by=title&order=1&limit=12&page=1',
    ]);
  });

  it('when the first page is a recipe, then the phone and the other screens each get their photo link', async () => {
    const recipe = makeRecipe({ title: 'Pound cake', thumbnail_image: photo('r1') });
    const detail = answer(getRecipe, { id: recipe._id }, () => recipe);

    renderApp(`/recipes/${recipe._id}`, { handlers: [detail] });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pound cake' }),
    ).toBeInTheDocument();
    const [phone, other] = photoLinks();
    expect(phone?.getAttribute('media')).toBe('(max-width: 899px) and (max-resolution: 2dppx)');
    expect(phone?.getAttribute('imagesrcset')).not.toContain('1280');
    expect(other?.getAttribute('media')).toBe(
      'not all and (max-width: 899px) and (max-resolution: 2dppx)',
    );
    expect(other?.getAttribute('imagesrcset')).toContain('/uploads/recipes/r1-1280.webp 1280w');
    expect(detail.calls).toHaveLength(1);
  });

  it('when the read fails, then the page shows the failure without asking again, and no photo is preloaded', async () => {
    const missing = answer(getRecipe, { id: 'missing' }, () => failure(404, 'Recipe not found'));

    renderApp('/recipes/missing', { handlers: [missing] });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recipe Not Found' }),
    ).toBeInTheDocument();
    expect(missing.calls).toHaveLength(1);
    expect(photoLinks()).toHaveLength(0);
  });

  it('when a link is pointed at, then its page is read before the click, not again after it, and no photo is preloaded', async () => {
    const recipe = makeRecipe({ title: 'Apple crumble', thumbnail_image: photo('r2') });
    const latest = answer(listApproved, () => page([recipe]));
    const detail = answer(getRecipe, { id: recipe._id }, () => recipe);
    const user = userEvent.setup();
    renderApp('/about', { handlers: [latest, detail] });
    await screen.findByRole('heading', { level: 1, name: 'About' });
    // The app has taken the page over, as App marks it in the browser.
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');

    const link = document.createElement('a');
    link.href = `/recipes/${recipe._id}`;
    link.textContent = 'Apple crumble';
    document.body.append(link);
    // The layout starts listening in an effect, which React may run a moment after the heading
    // shows: the link is touched until its page is read. A touch repeated within seconds is not
    // preloaded again, so the page is still read once.
    await expect
      .poll(async () => {
        await act(async () => {
          link.dispatchEvent(new Event('touchstart', { bubbles: true }));
        });
        return detail.calls.length;
      })
      .toBe(1);
    link.remove();

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await screen.findByRole('heading', { level: 1, name: 'Recipes worth passing down' });
    await user.click(await screen.findByRole('link', { name: 'Apple crumble' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apple crumble' }),
    ).toBeInTheDocument();
    expect(detail.calls).toHaveLength(1);
    expect(photoLinks()).toHaveLength(0);
  });
});
