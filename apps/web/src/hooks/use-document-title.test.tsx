import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_DESCRIPTION } from '@family-recipes/shared';
import { useDocumentTitle } from './use-document-title';

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('useDocumentTitle', () => {
  it('when a page has a title and a description, then the tab title and meta description are theirs', () => {
    renderHook(() => useDocumentTitle('Apple Pie', 'A  pie\nwith apples.'));

    expect(document.title).toBe('Apple Pie | Family Recipes');
    expect(description()).toBe('A pie with apples.');
  });

  it('when a page has neither, then the site name and the site description are used', () => {
    renderHook(() => useDocumentTitle());

    expect(document.title).toBe('Family Recipes');
    expect(description()).toBe(SITE_DESCRIPTION);
  });

  it('when the description is long, then it is cut at a word to at most 160 characters', () => {
    const long = `${'Slow-roasted tomatoes '.repeat(12)}end`;
    renderHook(() => useDocumentTitle('Tomatoes', long));

    const text = description()!;
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('tomatoes…') || text.endsWith('Slow-roasted…')).toBe(true);
  });
});
