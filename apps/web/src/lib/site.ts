/** The site's name, as its pages' heads write it (packages/shared, pages.ts). */
export { SITE_NAME } from '@family-recipes/shared';
