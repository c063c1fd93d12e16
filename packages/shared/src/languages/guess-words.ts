import type { RecipeLanguage } from './recipe-languages.js';

/*
 * The words that tell Latin-script recipe languages apart (guess.ts): each language's commonest
 * small words and the cooking words its recipes use, lower case, as a recipe writes them. A word
 * two languages share counts for both; the words only one uses decide.
 */
const WORDS: Partial<Record<RecipeLanguage, string>> = {
  en: `recipe the and with of to for until add cup cups tablespoon tablespoons teaspoon teaspoons minutes
    into bake stir heat oven pepper sugar flour is or it on large chopped mix then over from bowl
    cook serve each egg eggs onion garlic oil pan about until well`,
  de: `rezept der die das und mit den dem ein eine einen im zu auf für bis von minuten backen mehl zucker
    salz pfeffer eier ei zwiebel zwiebeln knoblauch wasser ofen backofen schüssel geben dann etwas
    ist oder aus unter mischen rühren verrühren esslöffel teelöffel öl sahne milch kuchen nach`,
  fr: `recette de le la les et du des un une dans avec pour au aux à sur farine sucre beurre sel poivre œufs
    oeufs eau four ajouter ajoutez faire cuire mélanger mélangez puis cuillère cuillères soupe
    oignon ail huile lait crème bien est jusqu pendant pâte`,
  es: `receta de el los las y del con un una para por hasta minutos harina azúcar mantequilla sal pimienta
    huevos huevo agua horno añadir añade agregar agrega cocinar mezclar mezcla luego cucharada
    cucharadas cebolla ajo aceite leche se que al fuego`,
  it: `ricetta il lo gli e di del della con un una per fino minuti farina zucchero burro sale pepe uova
    acqua forno aggiungere aggiungete cuocere mescolare mescolate poi cucchiaio cucchiai cipolla
    aglio olio latte che al nel ed fuoco`,
  pt: `receita de o os as e do da dos das com em um uma para por até minutos farinha açúcar manteiga sal
    pimenta ovos água forno adicione acrescente cozinhe misture depois colher colheres sopa cebola
    alho azeite óleo leite no na que fogo`,
  nl: `recept de het een en met van op voor tot minuten bloem suiker boter zout peper eieren oven
    toevoegen bakken roeren dan eetlepel eetlepels theelepel ui uien knoflook olie melk aan kom
    laat even`,
  pl: `i w z na do się oraz minut mąka mąki cukier cukru masło masła sól pieprz jajka jaj woda wody
    piekarnik piekarnika dodać dodaj łyżka łyżki cebula czosnek olej mleko aż przez`,
  sv: `recept och med ett av till på för minuter mjöl socker smör peppar ägg vatten ugnen tillsätt blanda
    sedan msk tsk lök vitlök olja mjölk det som`,
  da: `og med et af til på for minutter mel sukker smør peber æg vand ovnen tilsæt bland derefter
    spsk tsk løg hvidløg olie mælk det som`,
  nb: `og med et av til på for minutter mel sukker smør pepper egg vann ovnen tilsett bland
    deretter ss ts løk hvitløk olje melk det som kjøtt legg gryte gryta`,
  tr: `ve bir ile için kadar dakika şeker tereyağı tuz biber yumurta su fırın fırında ekleyin
    karıştırın sonra kaşığı soğan sarımsak yağ süt bu da`,
  ro: `rețetă și cu de la în un o pentru până minute făină zahăr unt sare piper ouă apă cuptor adăugați
    amestecați apoi lingură linguri ceapă usturoi ulei lapte se`,
  fi: `ja on kanssa minuuttia jauhoja vehnäjauhoja sokeria voita suolaa pippuria munaa vettä
    uunissa uuni lisää sekoita sitten rkl tl sipuli valkosipuli öljyä maitoa kunnes ei`,
  hu: `a az és egy hogy nem perc percig liszt lisztet cukor cukrot vaj vajat só sót bors tojás
    tojást víz vizet sütő sütőben hozzáadjuk keverjük majd evőkanál hagyma fokhagyma olaj tej
    tejet amíg`,
  id: `dan dengan di yang ke untuk hingga sampai menit tepung gula mentega garam merica telur air
    tambahkan aduk masak kemudian lalu sendok makan bawang putih minyak susu dalam`,
  vi: `và với cho của trong một các những phút bột đường bơ muối tiêu trứng nước lò thêm trộn nấu
    sau đó muỗng hành tỏi dầu sữa khi`,
};

/** Letters only some languages write, each counting a little towards them. */
const LETTERS: Record<string, readonly RecipeLanguage[]> = {
  ß: ['de'],
  ä: ['de', 'sv', 'fi'],
  ö: ['de', 'sv', 'fi', 'hu', 'tr'],
  ü: ['de', 'tr', 'hu'],
  ñ: ['es'],
  ã: ['pt'],
  õ: ['pt'],
  ç: ['fr', 'pt', 'tr'],
  è: ['fr', 'it'],
  ê: ['fr', 'pt'],
  â: ['fr', 'pt', 'ro'],
  î: ['fr', 'ro'],
  œ: ['fr'],
  ì: ['it'],
  ò: ['it'],
  ğ: ['tr'],
  ı: ['tr'],
  ş: ['tr', 'ro'],
  ő: ['hu'],
  ű: ['hu'],
  ą: ['pl'],
  ę: ['pl'],
  ł: ['pl'],
  ś: ['pl'],
  ź: ['pl'],
  ż: ['pl'],
  ć: ['pl'],
  å: ['sv', 'da', 'nb'],
  ø: ['da', 'nb'],
  æ: ['da', 'nb'],
  ă: ['ro', 'vi'],
  ș: ['ro'],
  ț: ['ro'],
  đ: ['vi'],
  ơ: ['vi'],
  ư: ['vi'],
};

/** Each language's words as a set, built once. */
export const LATIN_WORDS: readonly (readonly [RecipeLanguage, ReadonlySet<string>])[] =
  Object.entries(WORDS).map(([code, words]) => [
    code as RecipeLanguage,
    new Set(words.split(/\s+/).filter((word) => word !== '')),
  ]);

/** The languages a letter points to; none for a letter many languages write. */
export function languagesOfLetter(letter: string): readonly RecipeLanguage[] {
  return Object.hasOwn(LETTERS, letter) ? (LETTERS[letter] ?? []) : [];
}
