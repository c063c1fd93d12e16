import type { appMessages } from '../messages';

export interface NavItem {
  to: string;
  /** The item's words, in the frame's messages (app/locales). */
  label: keyof typeof appMessages.en;
}

/** The header's menu items, in the specification's order. */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/all-recipes', label: 'allRecipes' },
  { to: '/submit-recipe', label: 'submitRecipe' },
  { to: '/about', label: 'about' },
  { to: '/contact', label: 'contact' },
];

export const LOGIN_NAV: NavItem = { to: '/login', label: 'logIn' };
export const SUPPORT_NAV: NavItem = { to: '/support', label: 'support' };
