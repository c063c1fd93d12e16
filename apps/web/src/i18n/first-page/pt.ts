// The first page's words in this language, one file for the four parts (first-page.ts).
export { default as app } from '../../app/locales/pt.json';
export { default as pages } from '../../app/routes/locales/pt.json';
export { default as recipeCard } from '../../components/recipe-card/locales/pt.json';
export { default as home } from '../../features/recipes/home/locales/pt.json';
