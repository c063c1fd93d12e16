import { bare, type Token } from './tokens.js';

/* The words an ingredient line is read by, apart from units and sizes (dictionary.ts). */

export function wordSet(words: string): ReadonlySet<string> {
  return new Set(words.split(/\s+/).filter((word) => word !== ''));
}

/**
 * Preparation: what the cook does to the food, not what to buy. Forms sold as such ("ground",
 * "dried", "smoked", "roasted", "powdered", "whipped") stay in the food. "Fresh" goes, as the
 * form a food is bought in unless the line says otherwise.
 */
export const PREPARATION = wordSet(`
  chopped minced diced sliced grated shredded melted softened beaten peeled crushed pressed cubed
  halved quartered mashed boiled cooked sifted packed pureed seeded deseeded cored trimmed drained
  rinsed julienned zested juiced torn whisked separated thawed defrosted split cut fried soaked
  undrained deveined shelled skinned smashed cooled reserved frozen raw uncooked warmed leftover
  homemade organic stewed scalded cleaned good-quality high-quality store-bought
  washed scrubbed stemmed pitted hulled blanched steamed crumbled sieved broken warm lukewarm cold
  chilled boiling untreated fresh freshly finely roughly coarsely thinly thickly lightly firmly
  loosely well very and ripe overripe shaved
  gehackt feingehackt gewurfelt gerieben geschmolzen geschalt zerdruckt gepresst weich fein
  hache hachee haches hachees emince emincee eminces emincees rapee rapes rapees fondu fondue
  pele pelee coupe finement
  picado picada picados picadas rallado rallada derretido derretida pelado pelada
  tritato tritata tritati tritate grattugiato grattugiata sciolto fuso sbucciato
  gehakt gesnipperd geraspt gesmolten geschild fijngehakt
  hackad hackade finhackad riven rivet smalt skalad pressad skivad tarnad
`);
export const FORMS = wordSet('ground toasted roasted dried whole boneless skinless');
/** A preparation or a form, or the "or" between two of them ("whole or diced"). */
export function isPreparing(token: Token): boolean {
  const word = bare(token.text);
  return PREPARATION.has(word) || FORMS.has(word) || word === 'or';
}

/**
 * Preparations that name a product before these foods ("crushed tomatoes", "sliced bread"), kept
 * in the food; elsewhere they are the cook's work ("garlic, crushed").
 */
const PRODUCTS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['crushed', wordSet('tomatoes tomato')],
  ['sliced', wordSet('bread')],
]);
/**
 * "Hot" is the state a food is used in ("hot water", "very hot broth") except where it names a
 * product ("hot sauce", "hot dog").
 */
const HOT_PRODUCTS = wordSet(`sauce sauces dog dogs pepper peppers chili chilies chilli chillies
  chile chiles mustard paprika sausage sausages chocolate cross links wings honey oil`);

/** Whether the word at `index` says what the cook did to the food, not which product it is. */
export function isPreparedAt(words: readonly Token[], index: number): boolean {
  const word = bare(words[index]?.text ?? '');
  const next = bare(words[index + 1]?.text ?? '');
  return PREPARATION.has(word) && !(PRODUCTS.get(word)?.has(next) ?? false);
}

/** Before the food, also the heat it is used at ("hot water"). */
export function isStateAt(words: readonly Token[], index: number): boolean {
  const next = bare(words[index + 1]?.text ?? '');
  if (bare(words[index]?.text ?? '') === 'hot') return next !== '' && !HOT_PRODUCTS.has(next);
  return isPreparedAt(words, index);
}

/** Words between two foods ("salt and pepper", "butter or lard"). */
export const FOOD_JOINS = wordSet('or and &');
/** Preparation words that cannot start the food on their own (they join two preparations). */
export const JOINING = wordSet('and');
/** Words that open a remark after the food: "salt to taste", "oil for frying". */
export const NOTE_OPENERS = byFirstWord([
  ['to', 'taste'],
  ['or', 'to', 'taste'],
  ['or', 'as', 'needed'],
  ['as', 'needed'],
  ['or', 'more'],
  ['or', 'less'],
  ['or', 'so'],
  ['or', 'other'],
  ['or', 'any'],
  ['or', 'another'],
  ['or', 'similar'],
  ['of', 'any'],
  ['such', 'as'],
  ['as', 'a'],
  ['as', 'an'],
  ['as', 'garnish'],
  ['to', 'garnish'],
  ['used', 'to'],
  ['used', 'for'],
  ['as', 'desired'],
  ['to', 'serve'],
  ['to', 'your', 'taste'],
  ['on', 'the'],
  ['according', 'to'],
  ['of', 'your'],
  ['of', 'some', 'kind'],
  ['any', 'kind'],
  ['of', 'choice'],
  ['nach', 'geschmack'],
  ['nach', 'belieben'],
  ['al', 'gusto'],
  ['a', 'gusto'],
  ['au', 'gout'],
  ['naar', 'smaak'],
  ['efter', 'smak'],
  ['size', 'of'],
  ['the', 'size', 'of'],
  ...[
    ...wordSet(`for by in into with without plus at if e.g optional divided see preferably
    whatever weighing that which ex q.b qb zum zur pour para per voor till`),
  ].map((word) => [word]),
]);
/** Words that make a part after a comma a remark wherever they stand ("fresh preferred"). */
export const NOTE_WORDS = wordSet(`preferred optional divided needed taste desired recommended
  removed discarded squeezed etc
  optionnel opcional facoltativo optioneel valfritt`);
export const OPTIONAL =
  /\b(?:optional|optionally|optionnel|facultatif|opcional|facoltativ[oa]|optioneel|valfri(?:tt)?|nach belieben)\b|^if (?:desired|liked|you like|using|available|wanted)$/iu;
/** Amounts without a number, left out of the food ("some chives", "a little bit of salt"). */
const VAGUE = byFirstWord([
  ['a', 'little', 'bit', 'of'],
  ['a', 'bit', 'of'],
  ['a', 'little'],
  ['a', 'few'],
  ['a', 'couple', 'of'],
  ['a', 'lot', 'of'],
  ['lots', 'of'],
  ['plenty', 'of'],
  ['un', 'peu', 'de'],
  ['un', 'po', 'di'],
  ...[
    ...wordSet(
      'some more several each little a an ein eine einen un une una uno een en ett etwas wat lite',
    ),
  ].map((word) => [word]),
]);
/** How many words at `index` say an amount without a number ("some", "a little"); 0 for none. */
export function vagueAt(words: readonly Token[], index: number): number {
  return phraseAt(words, index, VAGUE);
}

/** Words that join a unit to its food ("3 tbsp of cornflour"), dropped from the food. */
export const OF = wordSet('of de di del della van');
type Phrases = ReadonlyMap<string, readonly (readonly string[])[]>;

/** Phrases by their first word, so that a word is looked up once. */
function byFirstWord(phrases: readonly (readonly string[])[]): Phrases {
  const index = new Map<string, (readonly string[])[]>();
  for (const phrase of phrases) {
    const first = phrase[0] ?? '';
    index.set(first, [...(index.get(first) ?? []), phrase]);
  }
  return index;
}

export function phraseAt(words: readonly Token[], index: number, phrases: Phrases): number {
  const first = bare(words[index]?.text ?? '');
  for (const phrase of phrases.get(first) ?? []) {
    if (phrase.every((word, offset) => bare(words[index + offset]?.text ?? '') === word)) {
      return phrase.length;
    }
  }
  return 0;
}
