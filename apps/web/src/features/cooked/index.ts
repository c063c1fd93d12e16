/**
 * What other features may use of "we made this": the recipe page's section, and the line under a
 * recipe card saying when the household last made it.
 */
export { WeMadeThis } from './components/we-made-this';
export { LastMadeOnCard } from './components/last-made-on-card';
