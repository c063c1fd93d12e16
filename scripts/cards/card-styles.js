// How the cards of make-cards.js look: this machine's fonts, the cards, the tables they lie on,
// and the words a card prints besides the recipe's, in English and German.

/** The fonts this machine has (fc-list): serif, sans, condensed and typewriter faces. */
export const FONTS = [
  { family: 'DejaVu Serif', size: 1 },
  { family: 'Liberation Serif', size: 1.1 },
  { family: 'DejaVu Sans', size: 0.95 },
  { family: 'Liberation Sans', size: 1.05 },
  { family: 'Liberation Sans Narrow', size: 1.1 },
  { family: 'DejaVu Sans Condensed', size: 1 },
  { family: 'Liberation Mono', size: 0.95 },
  { family: 'DejaVu Sans Mono', size: 0.9 },
];

export const CARDS = [
  { name: 'white', css: 'background:#fdfdfb' },
  { name: 'cream', css: 'background:#f6ecd2' },
  { name: 'index card', ruled: '#8fb3da', margin: '#e08a8a', css: 'background:#fbfbf6' },
  { name: 'pale yellow', css: 'background:#f8eea4' },
  { name: 'pale blue', css: 'background:#d9e8f3' },
  { name: 'pale green', css: 'background:#dcebd2' },
  { name: 'pink', css: 'background:#f5d9dc' },
  { name: 'kraft', css: 'background:#d8bc8f' },
  { name: 'ruled cream', ruled: '#b7a98c', css: 'background:#f3e6c8' },
];

export const TABLES = ['#6b4a2f', '#8a6a4a', '#3f4548', '#b8b2a7', '#2f3a2f', '#c9a57a', '#5b5f66'];

export const WORDS = {
  en: {
    ingredients: 'Ingredients',
    method: ['Method', 'Directions', 'Instructions'],
    serves: (/** @type {string} */ s) => `Serves ${s}`,
    prep: 'Prep',
    cook: 'Cook',
    minutes: 'min',
  },
  de: {
    ingredients: 'Zutaten',
    method: ['Zubereitung', 'Zubereitung', 'So geht’s'],
    serves: (/** @type {string} */ s) => `Für ${s} ${s === '1' ? 'Person' : 'Personen'}`,
    prep: 'Vorbereitung',
    cook: 'Kochzeit',
    minutes: 'Min.',
  },
};
