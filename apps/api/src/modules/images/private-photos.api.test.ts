import { cookedEntrySchema } from '@family-recipes/shared';
import request from 'supertest';
import { describe, expect, it, beforeAll } from 'vitest';
import { smallJpeg } from '../../test/test-images.js';
import { insertRecipe, recipeForm, subOf, withFields } from '../../test/test-recipes.js';
import { bearer, createCook, type TestUser } from '../../test/test-users.js';
import { IMMUTABLE_CACHE_CONTROL } from '../storage/s3-storage.js';
import { variantUrls } from './image-processor.js';
import { PRIVATE_PHOTO_CACHE_CONTROL } from './photo-files.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';

let jpeg: Buffer;

const t = useTestApp();
const [owner, other, admin] = useUsers(t, 'Photo Owner', 'Other Cook', {
  groups: ['admin'],
  name: 'Photo Admin',
});

beforeAll(async () => {
  jpeg = await smallJpeg(400, 300);
});

type Viewer = TestUser | 'anonymous';

/** GET of a photo's address as `who`; the owner's and admin's browsers send the session cookie. */
const fetchPhoto = (path: string, who: Viewer, by: 'bearer' | 'cookie' = 'bearer') => {
  const req = request(t.app).get(path);
  if (who === 'anonymous') return req;
  return by === 'cookie' ? req.set('Cookie', `idToken=${who.idToken}`) : req.set(bearer(who));
};

/** Every variant's address of the stored photo whose largest variant is `url`. */
function variantsOf(url: string): string[] {
  const urls = variantUrls(url).map((variant) => variant.url);
  expect(urls).toHaveLength(3);
  return urls;
}

/** What each viewer gets for each address: the status and the Cache-Control header. */
async function answers(paths: string[], viewers: Viewer[], by: 'bearer' | 'cookie' = 'bearer') {
  const seen: string[] = [];
  for (const who of viewers) {
    for (const path of paths) {
      const res = await fetchPhoto(path, who, by);
      seen.push(`${res.status} ${res.status === 200 ? res.headers['cache-control'] : ''}`.trim());
    }
  }
  return seen;
}

const times = (n: number, answer: string) => Array.from({ length: n }, () => answer);
const PUBLIC = `200 ${IMMUTABLE_CACHE_CONTROL}`;
const PRIVATE = `200 ${PRIVATE_PHOTO_CACHE_CONTROL}`;

async function submitWithCard(): Promise<{ id: string; photo: string; card: string }> {
  const res = await withFields(
    request(t.app).post('/api/submit-recipe').set(bearer(owner)),
    recipeForm({ title: 'Secret Stew' }),
  )
    .attach('thumbnail_image', jpeg, 'stew.jpg')
    .attach('card_image', jpeg, 'card.jpg')
    .expect(201);
  const body = res.body as { _id: string; thumbnail_image: string; card_image: string };
  return { id: body._id, photo: body.thumbnail_image, card: body.card_image };
}

const setStatus = (id: string, status: 101 | 199) =>
  request(t.app).put(`/api/admin/recipes/${id}/status/${status}`).set(bearer(admin)).expect(200);

describe('photos of recipes that are not approved', () => {
  it('when a recipe is pending, then anonymous visitors and another cook get 404 for every variant of its photo and card, as for a file that does not exist, and its owner and an admin get them uncached', async () => {
    const recipe = await submitWithCard();
    const paths = [...variantsOf(recipe.photo), ...variantsOf(recipe.card)];

    expect(await answers(paths, ['anonymous', other])).toEqual(times(12, '404'));
    const unknownPath = paths[0]!.replace(/[0-9a-f]{12}(?=-\d+\.webp$)/, '000000000000');
    const missing = await fetchPhoto(unknownPath, 'anonymous').expect(404);
    const refused = await fetchPhoto(paths[0]!, other).expect(404);
    expect(refused.text.replace(paths[0]!, '<path>')).toBe(
      missing.text.replace(unknownPath, '<path>'),
    );
    expect(refused.headers['content-type']).toBe(missing.headers['content-type']);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(missing.headers['cache-control']).toBe('no-store');

    expect(await answers(paths, [owner, admin])).toEqual(times(12, PRIVATE));
    // As a browser asks: the session cookie, not a header.
    expect(await answers(paths.slice(0, 1), [owner, admin], 'cookie')).toEqual(times(2, PRIVATE));
    const body = (await fetchPhoto(paths[2]!, owner).expect(200)).body as Buffer;
    expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('when the recipe is approved, then anyone gets its photos with the year-long public cache; denied or edited back to pending, they are private again', async () => {
    const recipe = await submitWithCard();
    const paths = [...variantsOf(recipe.photo), ...variantsOf(recipe.card)];
    await setStatus(recipe.id, 101);
    expect(await answers(paths, ['anonymous', other, owner])).toEqual(times(18, PUBLIC));

    await withFields(
      request(t.app).put(`/api/update-recipe/${recipe.id}`).set(bearer(owner)),
      recipeForm({ title: 'Secret Stew, again' }),
    ).expect(201);
    expect(await answers(paths, ['anonymous', other])).toEqual(times(12, '404'));
    expect(await answers(paths, [owner])).toEqual(times(6, PRIVATE));

    await setStatus(recipe.id, 199);
    expect(await answers(paths, ['anonymous', other])).toEqual(times(12, '404'));
    expect(await answers(paths, [owner, admin])).toEqual(times(12, PRIVATE));
  });

  it('when a name is not exactly one the image pipeline writes, or names the original kept for print, then 404 whoever asks', async () => {
    const recipe = await submitWithCard();
    await setStatus(recipe.id, 101);
    const [small] = variantsOf(recipe.photo);
    await fetchPhoto(small!, 'anonymous').expect(200);
    // The original is stored, for the cookbook, but no page is sent it.
    const original = small!.replace('-320.webp', '-original.jpg');
    expect(await t.storage.get(original.replace('/uploads/', ''))).toBeInstanceOf(Buffer);
    for (const path of [
      original,
      small!.toUpperCase().replace('/UPLOADS/RECIPES/', '/uploads/recipes/'),
      small!.replace('-320.webp', '-321.webp'),
      `${small!}.tmp`,
      small!.replace('/recipes/', '/recipes/./'),
    ]) {
      await fetchPhoto(path, admin).expect(404);
    }
  });
});

/**
 * An approved recipe of `owner` with a "we made this" note of a new cook, the note carrying a
 * photo; with the paths of that photo's variants.
 */
async function noteWithPhoto(name: string, rating: number, note: string) {
  const recipeId = await insertRecipe(t, { ownerSub: subOf(owner.idToken), status: 101 });
  const cook = await createCook(t, name);
  const added = await request(t.app)
    .post(`/api/recipes/${recipeId}/cooked`)
    .set(bearer(cook))
    .send({ rating, note })
    .expect(201);
  const entry = cookedEntrySchema.parse(added.body);
  const withPhoto = await request(t.app)
    .put(`/api/recipes/${recipeId}/cooked/${entry._id}/photo`)
    .set(bearer(cook))
    .attach('photo', jpeg, 'dish.jpg')
    .expect(200);
  const paths = variantsOf(cookedEntrySchema.parse(withPhoto.body).photo!);
  return { recipeId, cook, entry, paths };
}

describe('photos of hidden "we made this" notes', () => {
  it('when the recipe’s owner hides a note, then its photo reaches only its author, the owner and admins, uncached; shown again, it is public again', async () => {
    const { recipeId, cook, entry, paths } = await noteWithPhoto('Note Cook', 4, 'Lovely');
    expect(await answers(paths, ['anonymous', other])).toEqual(times(6, PUBLIC));

    const hide = (hidden: boolean) =>
      request(t.app)
        .patch(`/api/recipes/${recipeId}/cooked/${entry._id}`)
        .set(bearer(owner))
        .send({ hidden })
        .expect(200);
    await hide(true);
    expect(await answers(paths, ['anonymous', other])).toEqual(times(6, '404'));
    expect(await answers(paths, [cook, owner, admin])).toEqual(times(9, PRIVATE));

    await hide(false);
    expect(await answers(paths, ['anonymous', other])).toEqual(times(6, PUBLIC));
  });

  it('when a note’s recipe goes back to pending, then the note’s photo goes only to the recipe’s owner and admins, not to its author', async () => {
    const { recipeId, cook, paths } = await noteWithPhoto('Late Cook', 5, 'Again');

    await withFields(
      request(t.app).put(`/api/update-recipe/${recipeId}`).set(bearer(owner)),
      recipeForm({ title: 'Back to pending' }),
    ).expect(201);
    expect(await answers(paths, ['anonymous', other, cook])).toEqual(times(9, '404'));
    expect(await answers(paths, [owner, admin])).toEqual(times(6, PRIVATE));
  });
});
