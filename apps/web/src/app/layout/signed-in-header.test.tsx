import { getUserToken } from '@family-recipes/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answer } from '../../testing/api-mocks';
import { renderApp } from '../../testing/test-utils';
import { adaSignedIn } from '../../features/identity/testing';

let observer: MutationObserver | undefined;
afterEach(() => observer?.disconnect());

/** What the header showed after each change of the page: placeholder, kitchen links, menu. */
function watchHeader(): string[][] {
  const states: string[][] = [];
  observer = new MutationObserver(() => {
    const banner = document.querySelector('header');
    if (!banner) return;
    const state = [
      banner.querySelector('.user-menu-placeholder') ? 'placeholder' : '',
      banner.querySelector('nav[aria-label="Kitchen"]') ? 'kitchen' : '',
      banner.querySelector('button[aria-label^="Account menu"]') ? 'menu' : '',
    ].filter(Boolean);
    if (state.join() !== states.at(-1)?.join()) states.push(state);
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  return states;
}

describe('the header of someone signed in', () => {
  it('when a signed-in cook opens a page, then the header goes from the log-in button to the kitchen links and the menu at once, with no placeholder first that would move the page a moment later', async () => {
    const states = watchHeader();
    renderApp('/about', {
      handlers: [answer(getUserToken, adaSignedIn)],
    });

    expect(await screen.findByRole('button', { name: 'Account menu for Ada Cook' })).toBeVisible();
    expect(states.flat()).not.toContain('placeholder');
    expect(states.find((state) => state.includes('menu'))).toEqual(['kitchen', 'menu']);
  });
});
