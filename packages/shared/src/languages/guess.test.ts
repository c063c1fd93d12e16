import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guessLanguage } from './guess.js';
import { RECIPE_LANGUAGES } from './recipe-languages.js';

/** A title, an ingredient and a step of a real recipe in each language. */
const RECIPES: Record<string, string> = {
  en: 'Apple pie. 2 cups flour. Mix the flour with the butter, then bake in the oven for 40 minutes.',
  de: 'Apfelkuchen mit Äpfeln. 200 g Mehl. Die Butter mit dem Zucker verrühren und den Kuchen im Ofen 40 Minuten backen.',
  fr: 'Tarte aux pommes. 200 g de farine. Mélangez la farine avec le beurre et le sucre, puis faire cuire au four pendant 40 minutes.',
  es: 'Tortilla de patatas. 4 huevos. Batir los huevos con la sal y añadir las patatas, luego cocinar a fuego lento en la sartén.',
  it: 'Risotto alla milanese. 320 g di riso. Tostare il riso nel burro, poi aggiungere il brodo e cuocere per 18 minuti mescolando.',
  pt: 'Bolo de cenoura. 3 ovos. Bata as cenouras com os ovos e o óleo, depois misture a farinha e o açúcar e leve ao forno.',
  nl: 'Appeltaart. 250 g bloem. Meng de bloem met de boter en de suiker, laat het deeg even rusten en bak de taart in de oven.',
  pl: 'Pierogi ruskie. 500 g mąki. Do mąki dodaj wodę i olej, zagnieć ciasto i gotuj pierogi w osolonej wodzie przez 3 minuty.',
  sv: 'Kanelbullar. 5 dl mjöl. Smält smöret och blanda med mjölken, tillsätt socker och mjöl och låt degen jäsa i 30 minuter.',
  da: 'Æbleskiver. 250 g mel og 3 æg. Pisk æggene med sukker og mælk, og bag dem i panden til de er gyldne.',
  nb: 'Fårikål. 1 kg lammekjøtt og kål. Legg kjøtt og kål lagvis i gryta med salt og pepper, og la det småkoke i to timer.',
  tr: 'Mercimek çorbası. 1 su bardağı mercimek. Soğanı tereyağı ile kavurun, sonra mercimek ve suyu ekleyin ve yumuşayana kadar pişirin.',
  ro: 'Sarmale în foi de varză. 500 g carne tocată. Se amestecă carnea cu orezul și ceapa, apoi se adaugă sare și piper.',
  fi: 'Karjalanpiirakat. 3 dl vettä ja suolaa. Sekoita jauhot ja vesi, kaulitse ohuiksi levyiksi ja paista uunissa kunnes reunat ovat ruskeita.',
  hu: 'Gulyásleves. 1 evőkanál pirospaprika. A hagymát megpirítjuk az olajon, majd hozzáadjuk a húst és a paprikát, és felöntjük vízzel.',
  id: 'Nasi goreng. 2 siung bawang putih. Tumis bawang putih dengan minyak, lalu tambahkan nasi dan kecap, aduk hingga rata.',
  vi: 'Phở bò. 1 kg xương bò. Nấu nước dùng với hành và gừng nướng trong 6 tiếng, sau đó thêm muối và đường cho vừa ăn.',
  ar: 'كبسة الدجاج. كوب من الأرز. يقلى البصل في الزيت ثم يضاف الدجاج والبهارات ويطهى على نار هادئة.',
  fa: 'قورمه سبزی. یک پیمانه لوبیا قرمز. پیاز را سرخ کنید و گوشت و سبزی را اضافه کنید تا خوب بپزد.',
  ur: 'چکن بریانی۔ ایک کلو چاول۔ پیاز کو سنہری ہونے تک فرائی کریں اور پھر چکن ڈال کر پکائیں۔',
  he: 'שקשוקה. ארבע ביצים. מטגנים בצל ופלפל בשמן זית, מוסיפים עגבניות ומבשלים עשר דקות.',
  yi: 'קיגל. זעקס אײער. צעמישט די לאָקשן מיט די אײער און באַקט אין אױװן אַ שעה.',
  th: 'ต้มยำกุ้ง ใส่ข่า ตะไคร้ และใบมะกรูดลงในน้ำเดือด แล้วใส่กุ้ง',
  hi: 'दाल मखनी। एक कप उड़द दाल। दाल को रात भर भिगो दें और फिर प्रेशर कुकर में पकाएं।',
  ko: '김치찌개. 김치 한 컵. 냄비에 돼지고기와 김치를 볶은 다음 물을 붓고 끓입니다.',
  ja: '肉じゃが。じゃがいも三個。鍋に油を熱し、牛肉と玉ねぎを炒めてから煮ます。',
  zh: '红烧肉。五花肉五百克。将五花肉切块，放入锅中炒至金黄，加入酱油和糖慢炖。',
  ru: 'Борщ. Одна свёкла. Обжарьте лук и морковь, добавьте свёклу и капусту и варите на медленном огне.',
  uk: 'Вареники з картоплею. Пів кілограма борошна. Замісіть тісто, зліпіть вареники і варіть їх у підсоленій воді.',
  el: 'Μουσακάς. Δύο μελιτζάνες. Τηγανίζουμε τις μελιτζάνες και στρώνουμε τον κιμά με τη σάλτσα μπεσαμέλ.',
};

describe('guessLanguage', () => {
  for (const [code, text] of Object.entries(RECIPES)) {
    it(`reads a recipe in ${code}`, () => {
      expect(guessLanguage(text)).toBe(code);
    });
  }

  it('leaves a text too short or without a clear winner unguessed', () => {
    expect(guessLanguage('')).toBeUndefined();
    expect(guessLanguage('Pizza')).toBeUndefined();
    expect(guessLanguage('12 345 !!')).toBeUndefined();
    expect(guessLanguage('Tiramisu Lasagne')).toBeUndefined();
    expect(guessLanguage('ب')).toBeUndefined();
  });

  it('reads Persian letters among Arabic ones only when Arabic-only letters do not dominate', () => {
    expect(guessLanguage('كعكة الشوكولاتة كبيرة جداً مع قليل من الفستق (پ)')).toBe('ar');
  });

  it('goes by the script most of the letters are in', () => {
    expect(guessLanguage('كبسة الدجاج بالأرز والبهارات (Kabsa)')).toBe('ar');
    expect(guessLanguage('Tarte Tatin: la meilleure recette de ma grand-mère (焦糖)')).toBe('fr');
  });

  it('reads only the start of a long text', () => {
    const text = `${RECIPES['de']} `.repeat(40) + ' the and with of to '.repeat(50_000);
    expect(guessLanguage(text)).toBe('de');
  });

  it('never throws and answers a recipe language or nothing, for any text up to 10 kB', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10_000, unit: 'binary' }), (text) => {
        const guess = guessLanguage(text);
        if (guess !== undefined) expect(RECIPE_LANGUAGES).toContain(guess);
      }),
      { numRuns: 200 },
    );
    // About a second alone; several times that while the other packages' tests share the machine.
  }, 30_000);
});
