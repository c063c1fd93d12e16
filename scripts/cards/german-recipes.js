// German versions of five of the demo recipes (/work/shared/demo-content, public domain), written
// the way a German card would print them, for the German cards of make-cards.js.

/**
 * @typedef {{ slug: string, title: string, serving: string, prep_time: number,
 *   cook_time: number, ingredient_lines: string[], instructions: string[] }} SourceRecipe
 */

/** @type {SourceRecipe[]} */
export const GERMAN_RECIPES = [
  {
    slug: 'danish-pancake',
    title: 'Dänische Pfannkuchen',
    serving: '4',
    prep_time: 10,
    cook_time: 20,
    ingredient_lines: [
      '375 g Weizenmehl',
      '1 Prise Salz (1/3 TL)',
      '1 1/2 EL Zucker',
      '900 ml Milch',
      '4 Eier',
      'Butter zum Braten',
    ],
    instructions: [
      'Alle Zutaten in eine Schüssel geben und verrühren, bis ein glatter Teig entsteht.',
      'Eine Pfanne mit etwas Butter oder Margarine erhitzen.',
      'Den Pfannkuchen wenden, sobald die Unterseite goldbraun wird.',
      'Er ist fertig, wenn beide Seiten gebräunt sind.',
      'Bei Bedarf mehr Butter in die Pfanne geben.',
    ],
  },
  {
    slug: 'quarkbaellchen',
    title: 'Quarkbällchen',
    serving: '4',
    prep_time: 15,
    cook_time: 20,
    ingredient_lines: [
      '500 g Magerquark',
      '2 Eier',
      '6 EL Zucker',
      '2 Päckchen Vanillezucker',
      '400 g Mehl',
      '2 Päckchen Backpulver',
      '1 l Sonnenblumenöl zum Frittieren',
      'Puderzucker zum Bestäuben',
    ],
    instructions: [
      'Quark, Eier, Zucker, Vanillezucker, Mehl und Backpulver in einer Schüssel verkneten.',
      'Das Öl in einem hohen Topf auf etwa 170 °C erhitzen.',
      'Aus dem Teig mit zwei Teelöffeln kleine Bällchen formen und portionsweise ins Öl geben.',
      'Sobald sie goldbraun sind, herausheben und auf Küchenpapier abtropfen lassen.',
      'Mit Puderzucker bestäuben und noch warm servieren.',
    ],
  },
  {
    slug: 'stracciatella-soup',
    title: 'Stracciatella-Suppe',
    serving: '1',
    prep_time: 5,
    cook_time: 10,
    ingredient_lines: [
      '2 Eier',
      '500 ml Brühe',
      '1 EL geriebener Parmesan',
      'Olivenöl (nach Belieben)',
    ],
    instructions: [
      'Die Eier mit dem Parmesan in einer Schüssel verquirlen.',
      'Die Brühe zum Kochen bringen.',
      'Die Eier in die Brühe gießen, ohne den Topf vom Herd zu nehmen.',
      'Mit einem Schneebesen rühren, bis das Ei stockt.',
      'Nach Belieben mit etwas Olivenöl beträufeln und sofort servieren.',
    ],
  },
  {
    slug: 'assam-tea',
    title: 'Assam-Tee mit Milch',
    serving: '1',
    prep_time: 1,
    cook_time: 5,
    ingredient_lines: [
      '2 TL Assam-Tee',
      '150 ml frisches Wasser',
      '50 ml Milch',
      'Zucker nach Geschmack',
    ],
    instructions: [
      'Das Wasser in einem kleinen Topf zum Kochen bringen.',
      'Den Tee hineingeben und die Hitze reduzieren.',
      'Drei Minuten ziehen lassen, dann die Milch zugeben.',
      'Durch ein Sieb in eine Tasse gießen und nach Geschmack süßen.',
    ],
  },
  {
    slug: 'pickled-onions',
    title: 'Eingelegte rote Zwiebeln',
    serving: '4',
    prep_time: 10,
    cook_time: 10,
    ingredient_lines: [
      '3 rote Zwiebeln',
      '200 ml Weißweinessig',
      '200 ml Wasser',
      '1 1/2 TL Salz',
      '1 EL Zucker',
    ],
    instructions: [
      'Die Zwiebeln halbieren, in feine Streifen schneiden und in ein Glas füllen.',
      'Wasser, Essig, Salz und Zucker in einem Topf aufkochen.',
      'Den heißen Sud über die Zwiebeln gießen und abkühlen lassen.',
      'Das Glas verschließen und einige Stunden im Kühlschrank ziehen lassen, bis die Zwiebeln leuchtend rosa sind.',
    ],
  },
];
