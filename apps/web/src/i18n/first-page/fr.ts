// The first page's words in this language, one file for the four parts (first-page.ts).
export { default as app } from '../../app/locales/fr.json';
export { default as pages } from '../../app/routes/locales/fr.json';
export { default as recipeCard } from '../../components/recipe-card/locales/fr.json';
export { default as home } from '../../features/recipes/home/locales/fr.json';
