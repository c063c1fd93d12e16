/** The measures conversion knows. Volume is counted in millilitres, mass in grams. */
export type UnitId =
  | 'tsp'
  | 'tbsp'
  | 'fl-oz'
  | 'cup'
  | 'pint'
  | 'quart'
  | 'gallon'
  | 'oz'
  | 'lb'
  | 'ml'
  | 'cl'
  | 'dl'
  | 'l'
  | 'mg'
  | 'g'
  | 'kg';

export type UnitKind = 'volume' | 'mass';

export interface UnitInfo {
  id: UnitId;
  kind: UnitKind;
  system: 'us' | 'metric';
  /** Millilitres (volume) or grams (mass) in one of this unit. */
  base: number;
}

/*
 * US customary measures, exact by definition (1 US gallon = 231 cubic inches, 1 lb = 453.59237 g).
 * A "cup" is the US cup: the 250 ml metric cup of Australian recipes cannot be told apart by name.
 */
const TSP_ML = 4.92892159375;
export const UNITS: Readonly<Record<UnitId, UnitInfo>> = {
  tsp: { id: 'tsp', kind: 'volume', system: 'us', base: TSP_ML },
  tbsp: { id: 'tbsp', kind: 'volume', system: 'us', base: TSP_ML * 3 },
  'fl-oz': { id: 'fl-oz', kind: 'volume', system: 'us', base: TSP_ML * 6 },
  cup: { id: 'cup', kind: 'volume', system: 'us', base: TSP_ML * 48 },
  pint: { id: 'pint', kind: 'volume', system: 'us', base: TSP_ML * 96 },
  quart: { id: 'quart', kind: 'volume', system: 'us', base: TSP_ML * 192 },
  gallon: { id: 'gallon', kind: 'volume', system: 'us', base: TSP_ML * 768 },
  oz: { id: 'oz', kind: 'mass', system: 'us', base: 28.349523125 },
  lb: { id: 'lb', kind: 'mass', system: 'us', base: 453.59237 },
  ml: { id: 'ml', kind: 'volume', system: 'metric', base: 1 },
  cl: { id: 'cl', kind: 'volume', system: 'metric', base: 10 },
  dl: { id: 'dl', kind: 'volume', system: 'metric', base: 100 },
  l: { id: 'l', kind: 'volume', system: 'metric', base: 1000 },
  mg: { id: 'mg', kind: 'mass', system: 'metric', base: 0.001 },
  g: { id: 'g', kind: 'mass', system: 'metric', base: 1 },
  kg: { id: 'kg', kind: 'mass', system: 'metric', base: 1000 },
};

/**
 * Spellings, compared in lower case without dots or spaces ("fl. oz." is "floz"). The single
 * letters t and T are left out: their case decides between teaspoon and tablespoon.
 */
const SPELLINGS: Readonly<Record<UnitId, readonly string[]>> = {
  tsp: ['tsp', 'tsps', 'tspn', 'teaspoon', 'teaspoons', 'teaspoonful', 'teaspoonfuls'],
  tbsp: [
    'tbsp',
    'tbsps',
    'tbs',
    'tbl',
    'tbls',
    'tb',
    'tablespoon',
    'tablespoons',
    'tablespoonful',
    'tablespoonfuls',
  ],
  'fl-oz': ['floz', 'flozs', 'fluidounce', 'fluidounces', 'fluidoz', 'flounce', 'flounces'],
  cup: ['c', 'cup', 'cups'],
  pint: ['pt', 'pts', 'pint', 'pints'],
  quart: ['qt', 'qts', 'quart', 'quarts'],
  gallon: ['gal', 'gals', 'gallon', 'gallons'],
  oz: ['oz', 'ozs', 'ounce', 'ounces'],
  lb: ['lb', 'lbs', 'pound', 'pounds'],
  ml: ['ml', 'mls', 'cc', 'millilitre', 'millilitres', 'milliliter', 'milliliters'],
  cl: ['cl', 'centilitre', 'centilitres', 'centiliter', 'centiliters'],
  dl: ['dl', 'decilitre', 'decilitres', 'deciliter', 'deciliters'],
  l: ['l', 'lt', 'ltr', 'ltrs', 'litre', 'litres', 'liter', 'liters'],
  mg: ['mg', 'milligram', 'milligrams', 'milligramme', 'milligrammes'],
  g: ['g', 'gr', 'grs', 'gm', 'gms', 'gram', 'grams', 'gramme', 'grammes'],
  kg: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes'],
};

const BY_SPELLING: ReadonlyMap<string, UnitId> = new Map(
  (Object.entries(SPELLINGS) as [UnitId, readonly string[]][]).flatMap(([id, spellings]) =>
    spellings.map((spelling) => [spelling, id] as const),
  ),
);

function unitOfWords(words: string): UnitId | undefined {
  const bare = words.replace(/[.\s]/g, '');
  if (bare === 't') return 'tsp';
  if (bare === 'T') return 'tbsp';
  return BY_SPELLING.get(bare.toLowerCase());
}

export interface FoundUnit {
  unit: UnitInfo;
  /** The unit as written ("Tbsp.", "fl oz"). */
  written: string;
  /** Whatever follows it in the units text ("all-purpose" in "cups all-purpose"), trimmed. */
  rest: string;
}

/**
 * The measure a stored `units` text starts with. By the specification's reading of an ingredient
 * line the units text holds every middle word, so "2 cups all-purpose flour" stores "cups
 * all-purpose": the first one or two words are tried ("fl oz", "fluid ounces"), the rest is kept.
 * Undefined for anything else ("large", "cans", "pinch"), which then stays as written.
 */
export function findUnit(units: string): FoundUnit | undefined {
  const words = units.trim().split(/\s+/);
  for (const count of [2, 1]) {
    if (words.length < count) continue;
    const written = words.slice(0, count).join(' ');
    const id = unitOfWords(written);
    if (id) return { unit: UNITS[id], written, rest: words.slice(count).join(' ') };
  }
  return undefined;
}
