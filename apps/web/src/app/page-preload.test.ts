import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, apiFetchList } from '../lib/api-client';
import { jsonResponse } from '../testing/test-utils';
import { planFor, preloadPage } from './page-preload';

vi.mock('./page-modules', () => ({
  pageModules: new Proxy({}, { get: () => () => Promise.resolve({ default: () => null }) }),
}));

const at = (path: string) => new URL(path, 'http://localhost');
const photo = (id: string) => `/uploads/recipes/${id}-1280.webp`;

afterEach(() => {
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('planFor', () => {
  it.each([
    ['/', ['/api/featured-recipes', '/api/all-recipes?sort_by=more.created_on&order=-1&limit=4']],
    ['/all-recipes', ['/api/all-recipes?sort_by=more.created_on&order=-1&limit=12&page=1']],
    ['/categories/Desserts', ['/api/categories/desserts?sort_by=title&order=1&limit=12&page=1']],
    ['/search?query=%20lemon%20pie%20', ['/api/recipes?q=lemon+pie&limit=12&page=1']],
    ['/search', []],
    ['/recipes/abc-123', ['/api/recipes/abc-123']],
    ['/login', []],
    ['/categories/soups', []],
  ])('when the page is %s, then its first reads are the ones its queries make', (path, data) => {
    expect(planFor(at(path))?.data).toEqual(data);
  });

  it('when the page is not a public one, then nothing is planned', () => {
    expect(planFor(at('/pending-recipes'))).toBeUndefined();
    expect(planFor(at('/no-such-page'))).toBeUndefined();
  });
});

describe('preloadPage', () => {
  it('when the first page is a list, then its read is sent once and its first card photo is preloaded with high priority', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse([{ thumbnail_image: photo('first') }, { thumbnail_image: photo('second') }]),
    );
    vi.stubGlobal('fetch', fetchMock);

    preloadPage(at('/categories/sides'), { photo: true });
    await vi.waitFor(() => expect(document.head.querySelector('link[as="image"]')).not.toBeNull());

    const link = document.head.querySelector('link[as="image"]')!;
    expect(link.getAttribute('imagesrcset')).toBe(
      '/uploads/recipes/first-320.webp 320w, /uploads/recipes/first-640.webp 640w',
    );
    expect(link.getAttribute('imagesizes')).toMatch(/calc\(100vw - 2rem\)$/);
    expect(link.getAttribute('fetchpriority')).toBe('high');
    // The page's own query takes the answer that is already there instead of asking again.
    const page = await apiFetchList('/api/categories/sides?sort_by=title&order=1&limit=12&page=1');
    expect(page.items).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the first page is a recipe, then the phone and the other screens each get their photo link', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ _id: 'r1', thumbnail_image: photo('r1') }));

    preloadPage(at('/recipes/r1'), { photo: true });
    await vi.waitFor(() =>
      expect(document.head.querySelectorAll('link[as="image"]')).toHaveLength(2),
    );

    const [phone, other] = document.head.querySelectorAll('link[as="image"]');
    expect(phone!.getAttribute('media')).toBe('(max-width: 899px) and (max-resolution: 2dppx)');
    expect(phone!.getAttribute('imagesrcset')).not.toContain('1280');
    expect(other!.getAttribute('media')).toBe(
      'not all and (max-width: 899px) and (max-resolution: 2dppx)',
    );
    expect(other!.getAttribute('imagesrcset')).toContain('/uploads/recipes/r1-1280.webp 1280w');
    await expect(apiFetch('/api/recipes/r1')).resolves.toMatchObject({ _id: 'r1' });
  });

  it('when the read fails, then no photo is preloaded and the page sees the failure', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ message: 'Recipe not found' }, 404));

    preloadPage(at('/recipes/missing'), { photo: true });

    await expect(apiFetch('/api/recipes/missing')).rejects.toMatchObject({ status: 404 });
    expect(document.head.querySelector('link[as="image"]')).toBeNull();
  });

  it('when a link is only pointed at, then its read is sent but no photo is preloaded', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ thumbnail_image: photo('r2') }));
    vi.stubGlobal('fetch', fetchMock);

    preloadPage(at('/recipes/r2'));
    await apiFetch('/api/recipes/r2');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(document.head.querySelector('link[as="image"]')).toBeNull();
  });
});
