import { describe, expect, it } from 'vitest';
import { digestMail, reviewMail } from './notice-mails.js';

const URL = 'https://recipes.example.test';
const recipe = {
  id: 'r1',
  title: 'Lemon Cake',
  cookName: 'Clara',
  cookEmail: 'clara@example.test',
};
const entries = [
  { id: 'a', title: 'Soup', cookName: 'Joe', createdOn: new Date('2030-01-01') },
  { id: 'b', title: 'Bread', cookName: 'Ada', createdOn: new Date('2030-01-01') },
];

describe('the review mails', () => {
  it('in English read exactly as they always have', () => {
    const approved = reviewMail(
      recipe,
      { approved: true, note: 'Lovely.', reviewer: 'Ada' },
      URL,
      'en',
    );
    expect(approved).toEqual({
      kind: 'approved',
      toAddress: 'clara@example.test',
      subject: 'Your recipe "Lemon Cake" is on Family Recipes',
      body: [
        'Hello Clara,',
        '',
        'Good news: your recipe "Lemon Cake" has been approved, and the whole family can now find it on Family Recipes.',
        '',
        'A note from Ada:',
        '',
        'Lovely.',
        '',
        'Here it is: https://recipes.example.test/recipes/r1',
        '',
        'Thank you for sharing it with us.',
        '',
        'Family Recipes',
        '',
      ].join('\n'),
    });
    const denied = reviewMail(
      { ...recipe, cookName: '' },
      { approved: false, note: 'Add the oven temperature.', reviewer: '' },
      URL,
      'en',
    );
    expect(denied).toEqual({
      kind: 'denied',
      toAddress: 'clara@example.test',
      subject: 'Your recipe "Lemon Cake" needs a few changes',
      body: [
        'Hello there,',
        '',
        'Thank you for sending "Lemon Cake". It is not on Family Recipes yet: it needs a few changes first.',
        '',
        'A note from the editor:',
        '',
        'Add the oven temperature.',
        '',
        'You can change it here, and it will be looked at again: https://recipes.example.test/edit-recipe/r1',
        'Your recipe: https://recipes.example.test/recipes/r1',
        '',
        'Thank you for your patience, and for sharing it with us.',
        '',
        'Family Recipes',
        '',
      ].join('\n'),
    });
  });

  it('in German and Arabic are in their words', () => {
    const german = reviewMail(recipe, { approved: true, note: null, reviewer: 'Ada' }, URL, 'de');
    expect(german.subject).toBe('Dein Rezept „Lemon Cake“ ist auf Family Recipes');
    expect(german.body.startsWith('Hallo Clara,\n')).toBe(true);
    const arabic = reviewMail(recipe, { approved: false, note: null, reviewer: 'Ada' }, URL, 'ar');
    expect(arabic.subject).toBe('وصفتك «Lemon Cake» تحتاج إلى بعض التعديلات');
    expect(arabic.body).toContain('https://recipes.example.test/edit-recipe/r1');
  });
});

describe('the digest', () => {
  it('in English reads exactly as it always has, one recipe or several', () => {
    expect(digestMail('admin@example.test', entries, 5, URL, 'en')).toEqual({
      kind: 'digest',
      toAddress: 'admin@example.test',
      subject: 'Family Recipes: 2 new recipes waiting for review',
      body: [
        'Hello,',
        '',
        "Since yesterday's digest, 2 new recipes were submitted:",
        '',
        '- Soup by Joe: https://recipes.example.test/recipes/a',
        '- Bread by Ada: https://recipes.example.test/recipes/b',
        '',
        '5 recipes wait for review in all: https://recipes.example.test/pending-recipes',
        '',
        'You get this mail because you asked for the daily digest on your account page; you can turn it off there.',
        '',
        'Family Recipes',
        '',
      ].join('\n'),
    });
    const one = digestMail('admin@example.test', entries.slice(0, 1), 1, URL, 'en');
    expect(one.subject).toBe('Family Recipes: 1 new recipe waiting for review');
    expect(one.body).toContain("Since yesterday's digest, 1 new recipe was submitted:");
    expect(one.body).toContain('1 recipe waits for review in all:');
  });

  it('in Arabic takes the form each number needs', () => {
    const subject = (n: number) =>
      digestMail('a@example.test', Array(n).fill(entries[0]), n, URL, 'ar').subject;
    expect(subject(1)).toBe('وصفة جديدة واحدة بانتظار المراجعة على Family Recipes');
    expect(subject(2)).toBe('وصفتان جديدتان بانتظار المراجعة على Family Recipes');
    expect(subject(3)).toBe('3 وصفات جديدة بانتظار المراجعة على Family Recipes');
    expect(subject(11)).toBe('11 وصفة جديدة بانتظار المراجعة على Family Recipes');
    const waitingNone = digestMail('a@example.test', entries, 0, URL, 'ar').body;
    expect(waitingNone).toContain('في المجموع، لا وصفات بانتظار المراجعة');
  });

  it('in German and French takes the singular and plural forms', () => {
    expect(digestMail('a@example.test', entries.slice(0, 1), 1, URL, 'de').subject).toBe(
      'Family Recipes: 1 neues Rezept wartet auf Prüfung',
    );
    expect(digestMail('a@example.test', entries, 2, URL, 'de').subject).toBe(
      'Family Recipes: 2 neue Rezepte warten auf Prüfung',
    );
    expect(digestMail('a@example.test', entries, 2, URL, 'fr').subject).toBe(
      'Family Recipes\u00a0: 2 nouvelles recettes attendent une relecture',
    );
  });
});
