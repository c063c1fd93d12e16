import type { UnitId } from '../units/units.js';
import { MORE_SPELLINGS } from './unit-languages.js';

/**
 * The one dictionary of units an ingredient line can use. A measure's key is its `UnitId`, which
 * conversion and the shopping list read; any other unit's key is its English singular. Spellings
 * are written as cooks write them (English, German, French, Spanish, Italian, Dutch, Swedish here;
 * Portuguese, Chinese, Arabic and more forms of the others in unit-languages.ts) and compared
 * without case, accents, dots or spaces, except the single letters: T is a tablespoon and t a
 * teaspoon.
 */
export interface UnitEntry {
  key: UnitId | OtherUnit;
  spellings: readonly string[];
  /** Written straight after a number in metric and handwritten recipes ("400g", "2T", "1EL"). */
  glued?: boolean;
  /** Written after the food too ("3 garlic cloves", "2 celery sticks"). */
  afterFood?: boolean;
}

type OtherUnit =
  | 'pinch'
  | 'dash'
  | 'drop'
  | 'clove'
  | 'can'
  | 'package'
  | 'stick'
  | 'slice'
  | 'bunch'
  | 'sprig'
  | 'handful'
  | 'jar'
  | 'bottle'
  | 'piece'
  | 'head'
  | 'glass'
  | 'box'
  | 'bag'
  | 'cube'
  | 'stalk'
  | 'rib'
  | 'ear'
  | 'pod'
  | 'bowl'
  | 'jigger'
  | 'shot'
  | 'fillet'
  | 'rasher'
  | 'sheet'
  | 'knob'
  | 'splash'
  | 'scoop'
  | 'bar'
  | 'loaf'
  | 'carton'
  | 'tub'
  | 'container'
  | 'block'
  | 'serving'
  | 'strip'
  | 'spoon'
  | 'mug'
  | 'dessertspoon'
  | 'saltspoon'
  | 'thumb'
  | 'kettle'
  | 'teacup'
  | 'wineglass'
  | 'gill';

/** Spellings separated by "|", so that one can hold spaces ("c. à s."). */
function list(spellings: string): string[] {
  return spellings
    .split('|')
    .map((spelling) => spelling.trim())
    .filter((spelling) => spelling !== '');
}

const ENTRIES: readonly UnitEntry[] = [
  {
    key: 'tsp',
    glued: true,
    spellings: list(`
      t|tsp|tsps|tspn|teasp|teaspoon|teaspoons|teaspoonful|teaspoonfuls|teapsoon|tea spoon|tea spoons|TL|Teelöffel|theelepel|
      theelepels|tsk|tesked|teskedar|c. à c.|cuillère à café|cuillères à café|cdta|
      cdtas|cdita|cditas|cucharadita|cucharaditas|cucchiaino|cucchiaini
    `),
  },
  {
    key: 'tbsp',
    glued: true,
    spellings: list(`
      T|tbsp|tbsps|tbs|tbl|tbls|tblsp|tblsps|tb|tablespoon|tablespoons|tablespoonful|tablespoonfuls|
      table spoon|table spoons|EL|Esslöffel|
      eetlepel|eetlepels|msk|matsked|matskedar|c. à s.|cuillère à soupe|
      cuillères à soupe|cda|cdas|cucharada|cucharadas|cucchiaio|cucchiai
    `),
  },
  {
    key: 'fl-oz',
    spellings: list('fl oz|fl. oz.|fluid ounce|fluid ounces|fl.oz'),
  },
  {
    key: 'cup',
    glued: true,
    spellings: list('c|cup|cups|cupful|cupfuls|Tasse|Tassen|taza|tazas|tazza|tazze|kopp'),
  },
  { key: 'pint', glued: true, spellings: list('pt|pts|pint|pints') },
  { key: 'quart', glued: true, spellings: list('qt|qts|quart|quarts') },
  { key: 'gallon', glued: true, spellings: list('gal|gallon|gallons') },
  { key: 'oz', glued: true, spellings: list('oz|ozs|ounce|ounces') },
  { key: 'lb', glued: true, spellings: list('lb|lbs|pound|pounds') },
  {
    key: 'ml',
    glued: true,
    spellings: list('ml|mls|cc|millilitre|millilitres|milliliter|milliliters|krm'),
  },
  { key: 'cl', glued: true, spellings: list('cl|centilitre|centilitres|centiliter') },
  { key: 'dl', glued: true, spellings: list('dl|decilitre|decilitres|deciliter') },
  {
    key: 'l',
    glued: true,
    spellings: list('l|lt|ltr|litre|litres|liter|liters|litro|litros|litri'),
  },
  { key: 'mg', glued: true, spellings: list('mg|milligram|milligrams') },
  {
    key: 'g',
    glued: true,
    spellings: list('g|gr|grs|gm|gms|gram|grams|gramme|grammes|Gramm'),
  },
  {
    key: 'kg',
    glued: true,
    spellings: list('kg|kgs|kilo|kilos|kilogram|kilograms|kilogramme'),
  },
  {
    key: 'pinch',
    spellings: list(`
      pinch|pinches|Prise|Prisen|pincée|pincées|pizca|pizcas|pizzico|pizzichi|snufje|
      snufjes|nypa|nypor
    `),
  },
  {
    key: 'dash',
    spellings: list('dash|dashes|Spritzer|trait|chorrito|scheutje|skvätt'),
  },
  {
    key: 'drop',
    spellings: list('drop|drops|Tropfen|goutte|gouttes|gota|gotas|druppel'),
  },
  {
    key: 'clove',
    afterFood: true,
    spellings: list(`
      clove|cloves|glove|gloves|Zehe|Zehen|gousse|gousses|diente|dientes|spicchio|spicchi|teen|
      teentje|teentjes|tenen|klyfta|klyftor
    `),
  },
  {
    key: 'can',
    spellings: list('can|cans|tin|tins|Dose|Dosen|boîte|boîtes|lata|latas'),
  },
  {
    key: 'package',
    spellings: list(`
      package|packages|packet|packets|pack|packs|pkg|pkgs|sachet|sachets|envelope|
      envelopes|Päckchen|Pck.|Pkt.|paquet|paquets|sobre|sobres|bustina|bustine|zakje|
      zakjes|paket|påse
    `),
  },
  { key: 'stick', afterFood: true, spellings: list('stick|sticks|Stange|Stangen') },
  {
    key: 'slice',
    afterFood: true,
    spellings: list(`
      slice|slices|Scheibe|Scheiben|tranche|tranches|rebanada|rebanadas|fetta|fette|
      plak|plakjes|skiva|skivor
    `),
  },
  {
    key: 'bunch',
    spellings: list('bunch|bunches|Bund|botte|manojo|mazzo|mazzetto|bos|bosje'),
  },
  {
    key: 'sprig',
    afterFood: true,
    spellings: list(`
      sprig|sprigs|branch|branches|Zweig|Zweige|brin|brins|ramita|ramitas|rametto|rametti|takje|takjes|
      kvist|kvistar
    `),
  },
  {
    key: 'handful',
    spellings: list('handful|handfuls|handfull|handfulls|Handvoll|poignée|puñado|manciata|handvol'),
  },
  {
    key: 'jar',
    spellings: list('jar|jars|pot|pots|bocal|frasco|vasetto|barattolo|burk'),
  },
  {
    key: 'bottle',
    spellings: list('bottle|bottles|Flasche|bouteille|botella|bottiglia|fles|flaska'),
  },
  {
    key: 'piece',
    afterFood: true,
    spellings: list(`
      piece|pieces|pc|pcs|Stück|Stk.|st.|pièce|pièces|trozo|trozos|pezzo|pezzi|stuk|
      stuks
    `),
  },
  { key: 'head', afterFood: true, spellings: list('head|heads|Kopf|tête|cabeza|krop') },
  {
    key: 'glass',
    spellings: list('glass|glasses|Glas|verre|verres|vaso|vasos|bicchiere'),
  },
  { key: 'box', spellings: list('box|boxes') },
  { key: 'bag', spellings: list('bag|bags|Beutel') },
  { key: 'cube', spellings: list('cube|cubes|Würfel') },
  { key: 'stalk', afterFood: true, spellings: list('stalk|stalks') },
  { key: 'rib', afterFood: true, spellings: list('rib|ribs') },
  // Corn is bought by the ear, cardamom and vanilla by the pod, fish by the fillet, bacon by the rasher.
  { key: 'ear', spellings: list('ear|ears') },
  { key: 'pod', afterFood: true, spellings: list('pod|pods') },
  { key: 'fillet', afterFood: true, spellings: list('fillet|fillets|filet|filets') },
  { key: 'rasher', spellings: list('rasher|rashers') },
  // Bar measures.
  { key: 'jigger', spellings: list('jigger|jiggers') },
  { key: 'shot', spellings: list('shot|shots') },
  { key: 'bowl', spellings: list('bowl|bowls|bowlful|bowlfuls') },
  { key: 'sheet', spellings: list('sheet|sheets|Blatt') },
  { key: 'knob', spellings: list('knob|knobs') },
  { key: 'splash', spellings: list('splash|splashes') },
  { key: 'scoop', spellings: list('scoop|scoops') },
  { key: 'bar', spellings: list('bar|bars') },
  { key: 'loaf', spellings: list('loaf|loaves') },
  { key: 'carton', spellings: list('carton|cartons') },
  { key: 'tub', spellings: list('tub|tubs') },
  { key: 'container', spellings: list('container|containers') },
  { key: 'block', spellings: list('block|blocks') },
  { key: 'serving', spellings: list('serving|servings|portion|portions') },
  { key: 'strip', spellings: list('strip|strips') },
  // A spoon not said to be a table- or teaspoon is no measure; its size is the cook's.
  { key: 'spoon', spellings: list('spoon|spoons|spoonful|spoonfuls') },
  {
    key: 'dessertspoon',
    spellings: list('dessertspoon|dessertspoons|dessertspoonful|dessert spoon|dessert spoons'),
  },
  {
    key: 'saltspoon',
    spellings: list('saltspoon|saltspoons|saltspoonful|saltspoonfuls'),
  },
  { key: 'thumb', spellings: list('thumb|thumbs') },
  { key: 'kettle', spellings: list('kettle|kettles') },
  // Household measures of old recipes.
  { key: 'mug', spellings: list('mug|mugs|mugful|mugfuls') },
  { key: 'teacup', spellings: list('teacup|teacups|teacupful|teacupfuls') },
  { key: 'wineglass', spellings: list('wineglass|wineglasses|wineglassful|wineglassfuls') },
  { key: 'gill', spellings: list('gill|gills') },
];

export const UNIT_ENTRIES: readonly UnitEntry[] = ENTRIES.map((entry) => {
  const more = MORE_SPELLINGS[entry.key];
  return more === undefined ? entry : { ...entry, spellings: [...entry.spellings, ...list(more)] };
});
