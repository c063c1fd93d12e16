// The first page's words in this language, one file for the four parts (first-page.ts).
export { default as app } from '../../app/locales/de.json';
export { default as pages } from '../../app/routes/locales/de.json';
export { default as recipeCard } from '../../components/recipe-card/locales/de.json';
export { default as home } from '../../features/recipes/home/locales/de.json';
