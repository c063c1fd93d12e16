import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeRecipe } from '../testing/recipes';
import { renderApp } from '../testing/test-utils';
import { APP_READY_ATTRIBUTE } from './first-photo';

const photo = (id: string) => `/uploads/recipes/${id}-1280.webp`;
const photoLinks = () => document.head.querySelectorAll('link[rel="preload"][as="image"]');

afterEach(() => {
  photoLinks().forEach((link) => link.remove());
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
});

/** Counts the reads of `path` and answers them with `body` (a list when it is an array). */
function answering(path: string, body: unknown, status = 200) {
  const reads: string[] = [];
  const handler = http.get(path, ({ request }) => {
    reads.push(new URL(request.url).search);
    const headers = Array.isArray(body) ? { 'X-Total-Count': String(body.length) } : undefined;
    return HttpResponse.json(body as object, { status, headers });
  });
  return { handler, reads };
}

describe('route loaders', () => {
  it('when the first page is a list, then its read is sent once and its first card photo is preloaded with high priority', async () => {
    const first = makeRecipe({ title: 'Lemon bars', thumbnail_image: photo('first') });
    const list = answering('/api/categories/sides', [first, makeRecipe()]);

    renderApp('/categories/sides', { handlers: [list.handler] });

    expect(await screen.findByRole('heading', { name: 'Lemon bars' })).toBeInTheDocument();
    const [link] = photoLinks();
    expect(link?.getAttribute('imagesrcset')).toBe(
      '/uploads/recipes/first-320.webp 320w, /uploads/recipes/first-640.webp 640w',
    );
    expect(link?.getAttribute('imagesizes')).toMatch(/calc\(100vw - 2rem\)$/);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    // The page's own query found the loader's answer instead of asking again.
    expect(list.reads).toEqual(['?sort_by=title&order=1&limit=12&page=1']);
  });

  it('when the first page is a recipe, then the phone and the other screens each get their photo link', async () => {
    const recipe = makeRecipe({ title: 'Pound cake', thumbnail_image: photo('r1') });
    const detail = answering(`/api/recipes/${recipe._id}`, recipe);

    renderApp(`/recipes/${recipe._id}`, { handlers: [detail.handler] });

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
    expect(detail.reads).toHaveLength(1);
  });

  it('when the read fails, then the page shows the failure without asking again, and no photo is preloaded', async () => {
    const missing = answering('/api/recipes/missing', { message: 'Recipe not found' }, 404);

    renderApp('/recipes/missing', { handlers: [missing.handler] });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recipe Not Found' }),
    ).toBeInTheDocument();
    expect(missing.reads).toHaveLength(1);
    expect(photoLinks()).toHaveLength(0);
  });

  it('when a link is pointed at, then its page is read before the click, not again after it, and no photo is preloaded', async () => {
    const recipe = makeRecipe({ title: 'Apple crumble', thumbnail_image: photo('r2') });
    const latest = answering('/api/all-recipes', [recipe]);
    const detail = answering(`/api/recipes/${recipe._id}`, recipe);
    const user = userEvent.setup();
    renderApp('/about', { handlers: [latest.handler, detail.handler] });
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
        return detail.reads.length;
      })
      .toBe(1);
    link.remove();

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await screen.findByRole('heading', { level: 1, name: 'Recipes worth passing down' });
    await user.click(await screen.findByRole('link', { name: 'Apple crumble' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apple crumble' }),
    ).toBeInTheDocument();
    expect(detail.reads).toHaveLength(1);
    expect(photoLinks()).toHaveLength(0);
  });
});
