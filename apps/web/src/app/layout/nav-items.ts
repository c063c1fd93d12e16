export interface NavItem {
  to: string;
  label: string;
}

/** The header's menu items, in the specification's order. */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/all-recipes', label: 'All Recipes' },
  { to: '/submit-recipe', label: 'Submit a Recipe' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

export const LOGIN_NAV: NavItem = { to: '/login', label: 'Log In' };
export const SUPPORT_NAV: NavItem = { to: '/support', label: 'Support' };
