export const SITE_NAME = 'Family Recipes';

/** The description of pages that have none of their own (also index.html's). */
export const SITE_DESCRIPTION =
  'Family Recipes: browse, search and share the recipes your family loves, from breakfast to dessert.';
