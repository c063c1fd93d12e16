/** A mail to store in the outbox together with a status change (decision 019). */
export interface NewNoticeMail {
  kind: 'approved' | 'denied' | 'digest';
  toAddress: string;
  subject: string;
  body: string;
}

/** Header values are single lines; a title's line break must not start a header of its own. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function link(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

/** A mail of `kind` to `toAddress`: `greeting`, the lines, and the site's name to close. */
function letter(
  kind: NewNoticeMail['kind'],
  toAddress: string,
  subject: string,
  greeting: string,
  lines: string[],
): NewNoticeMail {
  return {
    kind,
    toAddress,
    subject,
    body: [greeting, '', ...lines, '', 'Family Recipes', ''].join('\n'),
  };
}

export interface ReviewedRecipe {
  id: string;
  title: string;
  cookName: string;
  cookEmail: string;
}

/**
 * The mail a cook gets when an administrator approves or denies their recipe (decision 019):
 * plain, warm and short, with the note and a link to the recipe (or to changing it).
 */
export function reviewMail(
  recipe: ReviewedRecipe,
  review: { approved: boolean; note: string | null; reviewer: string },
  publicUrl: string,
): NewNoticeMail {
  const title = oneLine(recipe.title);
  const greeting = `Hello ${oneLine(recipe.cookName) || 'there'},`;
  const note = review.note ? ['', `A note from ${review.reviewer}:`, '', review.note, ''] : [''];
  if (review.approved) {
    return letter(
      'approved',
      recipe.cookEmail,
      `Your recipe "${title}" is on Family Recipes`,
      greeting,
      [
        `Good news: your recipe "${title}" has been approved, and the whole family can now find it on Family Recipes.`,
        ...note,
        `Here it is: ${link(publicUrl, `/recipes/${recipe.id}`)}`,
        '',
        'Thank you for sharing it with us.',
      ],
    );
  }
  return letter(
    'denied',
    recipe.cookEmail,
    `Your recipe "${title}" needs a few changes`,
    greeting,
    [
      `Thank you for sending "${title}". It is not on Family Recipes yet: it needs a few changes first.`,
      ...note,
      `You can change it here, and it will be looked at again: ${link(publicUrl, `/edit-recipe/${recipe.id}`)}`,
      `Your recipe: ${link(publicUrl, `/recipes/${recipe.id}`)}`,
      '',
      'Thank you for your patience, and for sharing it with us.',
    ],
  );
}

export interface DigestEntry {
  id: string;
  title: string;
  cookName: string;
  createdOn: Date;
}

/** The administrators' daily list of new submissions waiting for a review (decision 019). */
export function digestMail(
  to: string,
  entries: DigestEntry[],
  waiting: number,
  publicUrl: string,
): NewNoticeMail {
  const count = entries.length === 1 ? '1 new recipe' : `${entries.length} new recipes`;
  return letter('digest', to, `Family Recipes: ${count} waiting for review`, 'Hello,', [
    `Since yesterday's digest, ${count === '1 new recipe' ? '1 new recipe was' : `${entries.length} new recipes were`} submitted:`,
    '',
    ...entries.map(
      (e) =>
        `- ${oneLine(e.title)} by ${oneLine(e.cookName)}: ${link(publicUrl, `/recipes/${e.id}`)}`,
    ),
    '',
    `${waiting} ${waiting === 1 ? 'recipe waits' : 'recipes wait'} for review in all: ${link(publicUrl, '/pending-recipes')}`,
    '',
    'You get this mail because you asked for the daily digest on your account page; you can turn it off there.',
  ]);
}
