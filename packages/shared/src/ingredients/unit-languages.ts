/*
 * More spellings of the dictionary's units, in the site languages unit-entries.ts does not hold
 * or holds only in part: Portuguese, Chinese and Arabic, and the plurals and long forms of the
 * others. Every name a shopping list shows a unit by (units/unit-names.ts) is among the spellings,
 * so that a line copied from a list reads back as the same unit.
 */
export const MORE_SPELLINGS: Readonly<Record<string, string>> = {
  tsp: `Teel.|Teelöffeln|càc|cuillerée à café|cuillerées à café|colher de chá|colheres de chá|
    c. chá|c. de chá|茶匙|小勺|小匙|ملعقة صغيرة|ملاعق صغيرة|ملعقتان صغيرتان`,
  tbsp: `Essl.|Esslöffeln|càs|cuillerée à soupe|cuillerées à soupe|colher de sopa|colheres de sopa|
    c. sopa|c. de sopa|汤匙|大勺|大匙|ملعقة كبيرة|ملاعق كبيرة|ملعقتان كبيرتان`,
  'fl-oz': '液量盎司|أونصة سائلة|أونصات سائلة',
  cup: 'tasse|tasses|chávena|chávenas|xícara|xícaras|kopje|kopjes|杯|كوب|أكواب|كوبان',
  pint: 'Pint|Pints|pinte|pintes|pinta|pintas|pinte|品脱|باينت',
  quart: '夸脱|كوارت',
  gallon: 'Gallone|Gallonen|galón|galones|gallone|galloni|galão|galões|加仑|غالون|غالونات',
  oz: 'onza|onzas|盎司|أونصة|أونصات',
  lb: 'libra|libras|磅|رطل|أرطال',
  ml: 'Milliliter|mililitro|mililitros|millilitro|millilitri|毫升|مل|ملليلتر|مليلتر',
  cl: 'centilitro|centilitri|厘升|سل',
  dl: 'decilitro|decilitri|分升|دسل',
  l: 'Liter|升|لتر|لترات',
  mg: '毫克|ملغ',
  g: 'gramo|gramos|grammo|grammi|grama|gramas|克|غرام|غرامات|جرام|جم|غ',
  kg: `Kilogramm|kilogramo|kilogramos|chilogrammo|chilogrammi|quilo|quilos|quilograma|
    quilogramas|千克|公斤|كيلوغرام|كيلوغرامات|كيلو|كغ`,
  pinch: 'Messerspitze|Messerspitzen|Msp.|pitada|pitadas|撮|小撮|رشة|رشات',
  dash: 'traits|spruzzo|spruzzi|salpico|salpicos|scheutjes|دفقة|دفقات',
  drop: 'druppels|goccia|gocce|滴|قطرة|قطرات',
  clove: 'dente|dentes|瓣|فص|فصوص',
  can: 'blik|blikken|scatola|scatole|lattina|lattine|罐|علبة|علب',
  package: 'pacote|pacotes|包|عبوة|عبوات',
  stick: 'bâton|bâtons|barra|barras|stecca|stecche|pau|paus|stokje|stokjes|根|عود|أعواد',
  slice: 'plakje|fatia|fatias|片|شريحة|شرائح',
  bunch: 'bottes|manojos|mazzetti|ramo|ramos|bosjes|束|حزمة|حزم',
  sprig: 'raminho|raminhos|枝|غصن|أغصان',
  handful: 'poignées|puñados|manciate|mão-cheia|mãos-cheias|handvollen|把|حفنة|حفنات',
  jar: 'bocaux|frascos|vasetti|barattoli|potten|瓶|برطمان|برطمانات',
  bottle: 'Flaschen|bouteilles|botellas|bottiglie|garrafa|garrafas|flessen|زجاجة|زجاجات',
  piece: 'pedaço|pedaços|块|قطعة|قطع',
  head: 'Köpfe|têtes|cabezas|cespo|cespi|cabeça|cabeças|kroppen|رأس|رؤوس',
  glass: 'Gläser|bicchieri|copo|copos|glazen|كأس|كؤوس',
  bag: 'sac|sacs|bolsa|bolsas|sacchetto|sacchetti|saco|sacos|zak|zakken|袋|كيس|أكياس',
  cube: 'dado|dadi|cubo|cubos|blokje|blokjes|مكعب|مكعبات',
  spoon: 'colher|colheres|cuillère|cuillères|cuchara|cucharas|勺|ملعقة|ملاعق',
};
