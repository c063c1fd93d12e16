/** What other features may use of "we made this": the recipe page's section. */
export { WeMadeThis } from './components/we-made-this';
