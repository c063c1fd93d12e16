/*
 * The words recipe cards use for their parts, in the site's languages (en, de, fr, es, it, pt,
 * nl, zh, ar): section headings, title labels, servings and times. Compared without case; a
 * spelling with accents also matches without them, as OCR often drops them.
 */

export type Section = 'ingredients' | 'method' | 'tips';

/** Spellings separated by "|", each as the card writes it. */
function list(spellings: string): string[] {
  return spellings
    .split('|')
    .map((spelling) => spelling.trim().replace(/\s+/gu, ' '))
    .filter((spelling) => spelling !== '');
}

export const SECTION_WORDS: Readonly<Record<Section, readonly string[]>> = {
  ingredients: list(`
    ingredients|ingredient|you will need|you'll need|you need|what you need|
    zutaten|zutat|man braucht|sie brauchen|
    ingrédients|il vous faut|ingredientes|ingredienti|occorrente|
    ingrediënten|benodigdheden|
    材料|配料|原料|食材|用料|主料|
    المكونات|مكونات|المقادير|مقادير`),
  method: list(`
    method|methods|directions|direction|instructions|instruction|steps|preparation|procedure|
    how to make|how to make it|what to do|to make|
    zubereitung|anleitung|arbeitsschritte|zubereitungsschritte|schritte|so geht's|so geht es|
    so wird's gemacht|herstellung|
    préparation|étapes|méthode|marche à suivre|déroulement|
    preparación|instrucciones|pasos|elaboración|modo de preparación|procedimiento|método|
    preparazione|procedimento|istruzioni|passaggi|metodo|
    modo de preparo|modo de preparação|preparo|preparação|instruções|passos|
    bereiding|bereidingswijze|werkwijze|instructies|stappen|methode|
    做法|步骤|制作方法|制作步骤|方法|作法|制作|
    طريقة التحضير|طريقة العمل|طريقة الإعداد|الطريقة|التحضير|الخطوات`),
  tips: list(`
    tips|tip|notes|note|variations|variation|hints|hint|cook's notes|cook's tips|remarks|
    tipps|tipp|hinweise|hinweis|notizen|notiz|anmerkungen|anmerkung|varianten|variante|
    variationen|
    astuces|astuce|conseils|conseil|remarques|remarque|variantes|
    consejos|consejo|trucos|notas|nota|variaciones|
    consigli|consiglio|suggerimenti|varianti|trucchi|
    dicas|dica|observações|observação|variações|
    opmerkingen|opmerking|notities|variaties|variatie|
    小贴士|贴士|提示|注意事项|注意|备注|小窍门|窍门|
    نصائح|نصيحة|ملاحظات|ملاحظة|تنويعات`),
};

/** Labels that name who a card is from ("From the kitchen of …"): not a title. */
export const ATTRIBUTION = list(`
  from the kitchen of|from the desk of|recipe from|from:|
  aus der küche von|rezept von|von:|de la cuisine de|de la part de|de:|
  de la cocina de|dalla cucina di|da cozinha de|uit de keuken van|recept van|van:`);

/** Labels the title follows ("Recipe: …"); those ending in ":" need the colon. */
export const TITLE_LABELS = list(`
  recipe for|recipe:|name:|title:|rezept für|rezept:|titel:|name des rezepts:|
  recette:|recette de:|titre:|nom:|receta:|receta de:|título:|nombre:|ricetta:|ricetta di:|
  titolo:|nome:|receita:|receita de:|título:|recept voor|recept:|naam:|titel:|
  食谱:|食谱：|菜谱:|菜谱：|名称:|名称：|وصفة:|الاسم:`);

/** Labels a serving follows ("Serves 4", "Yield: 2 loaves", "Portionen: 4"). */
export const SERVING_LABELS = list(`
  serves|servings|serving|makes|yield|yields|feeds|portions|
  ergibt|reicht für|portionen|menge|
  donne|rendement|parts|porciones|raciones|rinde|rendimiento|
  porzioni|dosi per|rende|porções|serve|
  porties|opbrengst|
  份量|分量|يكفي|تكفي|عدد الحصص|الحصص`);

/** Words before a number of people that make a serving ("Für 4 Personen", "Pour 4 personnes"). */
export const SERVING_FOR = list('for|für|fur|pour|para|per|voor|لـ');

/** Words for people or portions after the number ("4 Personen", "6 servings"). */
export const PEOPLE = list(`
  people|persons|person|servings|serving|portions|portion|
  personen|person|portionen|portion|pers.|pers|
  personnes|personne|parts|personas|porciones|raciones|persone|porzioni|pessoas|porções|
  porties|人份|人|أشخاص|شخص|حصص`);

/** Numbers a serving may be written in ("Serves four"). */
export const NUMBER_WORDS = new Set(
  list(`
    one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|
    ein|eine|einen|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|
    un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|
    uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|
    due|tre|quattro|cinque|sei|sette|otto|nove|dieci|dodici|
    um|uma|dois|duas|três|quatro|sete|oito|dez|
    een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|twaalf`).map((word) => word.toLowerCase()),
);

export type TimeKind = 'prep' | 'cook' | 'total';

export const TIME_LABELS: Readonly<Record<TimeKind, readonly string[]>> = {
  prep: list(`
    prep time|prep|prep.|preparation time|preparation|active time|hands-on time|hands on time|
    vorbereitungszeit|vorbereitung|zubereitungszeit|zubereitung|arbeitszeit|
    temps de préparation|préparation|tiempo de preparación|preparación|
    tempo di preparazione|preparazione|tempo de preparo|tempo de preparação|preparo|preparação|
    voorbereidingstijd|voorbereiding|bereidingstijd|
    准备时间|准备|备料时间|وقت التحضير|مدة التحضير|التحضير`),
  cook: list(`
    cook time|cooking time|cook|cooking|bake time|baking time|bake|baking|roast|simmer|fry|grill|
    kochzeit|backzeit|garzeit|backen|kochen|garen|
    temps de cuisson|cuisson|tiempo de cocción|cocción|horneado|hornear|cocinar|
    tempo di cottura|cottura|tempo de cozimento|cozimento|cozedura|
    kooktijd|baktijd|oventijd|bakken|koken|
    烹饪时间|烹饪|烘烤时间|烹调时间|烘烤|وقت الطهي|مدة الطهي|الطهي|وقت الخبز`),
  total: list(`
    total time|total|ready in|in total|start to finish|
    gesamtzeit|gesamtdauer|gesamt|insgesamt|
    temps total|tiempo total|tempo totale|totale|tempo total|
    totale tijd|totaaltijd|totaal|
    总时间|总共|总计|共计|الوقت الكلي|الوقت الإجمالي|المدة الإجمالية|الإجمالي`),
};

/** Time labels that are also a step ("Bake 45 minutes"): a line with one and no colon is both. */
export const TIME_VERBS = new Set(
  list(`cook|bake|roast|simmer|fry|grill|backen|kochen|garen|hornear|cocinar|bakken|koken`),
);

/** Phrases that keep an amountless line among the ingredients ("salt and pepper to taste"). */
export const TO_TASTE = list(`
  to taste|as needed|as required|for greasing|for serving|for dusting|optional|
  nach geschmack|nach belieben|zum einfetten|etwas|
  selon votre goût|au goût|a gusto|al gusto|q.b.|quanto basta|a gosto|q.b|naar smaak|
  适量|少许|حسب الرغبة|حسب الذوق`);

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** A spelling without its accents ("préparation" → "preparation"). */
function unaccented(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/**
 * A pattern matching any of `words` (accents optional), longest first so that "prep time" wins
 * over "prep"; spaces match any run of spaces.
 */
export function alternatives(words: readonly string[]): string {
  const all = [...new Set(words.flatMap((word) => [word, unaccented(word)]))];
  all.sort((a, b) => b.length - a.length || a.localeCompare(b));
  return all.map((word) => escaped(word).replace(/ /gu, String.raw`\s+`)).join('|');
}
