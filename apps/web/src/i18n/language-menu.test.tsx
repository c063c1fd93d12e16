import { getUser, getUserToken, updateUser, type UserRecord } from '@family-recipes/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer } from '../testing/api-mocks';
import { renderApp } from '../testing/test-utils';
import { adaSignedIn } from '../features/identity/testing';

const record = (language: UserRecord['language']): UserRecord => ({
  _id: '0f2b6a52-57a4-4a9e-9d0e-3f1c1a9b0d11',
  name: adaSignedIn().name,
  email: adaSignedIn().email,
  birth_day: null,
  birth_month: null,
  groups: ['user'],
  language,
});

const footer = () => screen.getByRole('contentinfo');

/**
 * Waits for the footer to show a link: looked for in the footer as it is at each try, since the
 * page's frame is drawn anew when someone signs in.
 */
/** The footer's link `name`, once the chosen language's catalogs (loaded on choosing) show. */
async function footerLink(name: string): Promise<HTMLElement> {
  return waitFor(() => within(footer()).getByRole('link', { name }), { timeout: 5000 });
}

afterEach(() => {
  document.cookie = 'lang=; max-age=0; path=/';
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('the language menu', () => {
  it('when a cook whose account keeps Italiano signs in on another device, then the site turns Italian', async () => {
    const read = answer(getUser, () => record('it'));
    renderApp('/about', { handlers: [answer(getUserToken, adaSignedIn), read] });
    await screen.findByRole('button', { name: 'Account menu for Ada Cook' });
    await waitFor(() => expect(read.calls.length).toBeGreaterThan(0));
    expect(await footerLink('Tutte le ricette')).toBeVisible();
    expect(document.documentElement.lang).toBe('it');
    expect(document.cookie).toContain('lang=it');
  });
  it('when a visitor picks Deutsch and then العربية, then the frame is shown in each, the page says its language and direction, and the cookie keeps the choice', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    // The page itself, not the frame drawn while its code loads.
    await screen.findByRole('heading', { level: 1, name: 'About' });
    const menu = within(footer()).getByRole('combobox', { name: 'Language' });
    expect(
      within(menu)
        .getAllByRole('option')
        .map((o) => o.getAttribute('lang')),
    ).toEqual(['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'zh', 'ar']);

    await user.selectOptions(menu, 'Deutsch');
    expect(await footerLink('Alle Rezepte')).toBeVisible();
    // The menu keeps the focus: the page's frame is not drawn anew.
    expect(within(footer()).getByRole('combobox', { name: 'Sprache' })).toHaveFocus();
    expect(within(footer()).getByRole('button', { name: 'Nach oben' })).toBeVisible();
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.cookie).toContain('lang=de');

    await user.selectOptions(within(footer()).getByRole('combobox', { name: 'Sprache' }), 'ar');
    expect(await footerLink('كل الوصفات')).toBeVisible();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.cookie).toContain('lang=ar');

    await user.selectOptions(within(footer()).getByRole('combobox', { name: 'اللغة' }), 'en');
    expect(await footerLink('All Recipes')).toBeVisible();
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('when a signed-in cook picks a language, then it is saved on their account', async () => {
    const user = userEvent.setup();
    const saved = answer(updateUser, ({ body }) => ({ ...record(null), ...body }) as UserRecord);
    renderApp('/about', {
      handlers: [answer(getUserToken, adaSignedIn), answer(getUser, () => record(null)), saved],
    });
    // The page itself, then the signed-in frame: a menu found earlier may be drawn anew.
    await screen.findByRole('heading', { level: 1, name: 'About' });
    await screen.findByRole('button', { name: 'Account menu for Ada Cook' });
    await user.selectOptions(
      within(footer()).getByRole('combobox', { name: 'Language' }),
      'Français',
    );
    expect(await footerLink('Toutes les recettes')).toBeVisible();
    await waitFor(() => expect(saved.bodies).toEqual([{ language: 'fr' }]), { timeout: 5000 });
  });
});
