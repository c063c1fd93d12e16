// The first page's words in this language, one file for the four parts (first-page.ts).
export { default as app } from '../../app/locales/es.json';
export { default as pages } from '../../app/routes/locales/es.json';
export { default as recipeCard } from '../../components/recipe-card/locales/es.json';
export { default as home } from '../../features/recipes/home/locales/es.json';
