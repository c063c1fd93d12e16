export const SITE_NAME = 'Family Recipes';
