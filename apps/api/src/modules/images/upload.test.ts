import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../../http/errors.js';
import { RECIPE_FORM_LIMITS, recipeImages, recipeImageUpload, UPLOAD_MESSAGES } from './upload.js';

/** The middleware alone, answering with what it put on the request. */
function uploadApp() {
  const app = express();
  app.post('/upload', recipeImageUpload, (req, res) => {
    const { thumbnail, card } = recipeImages(req);
    res.json({
      file: thumbnail ? { size: thumbnail.length, isBuffer: Buffer.isBuffer(thumbnail) } : null,
      ...(card ? { card: { size: card.length } } : {}),
      body: req.body as unknown,
    });
  });
  app.use(errorHandler);
  return app;
}

const jpegBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

describe('recipeImageUpload', () => {
  it('when a form carries one image and text fields, then the photo’s bytes and the fields are read', async () => {
    const res = await request(uploadApp())
      .post('/upload')
      .field('title', 'Apple pie')
      .field('tags', '["dessert"]')
      .attach('thumbnail_image', jpegBytes, { filename: 'pie.jpg', contentType: 'image/jpeg' });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      file: { size: jpegBytes.length, isBuffer: true },
      body: { title: 'Apple pie', tags: '["dessert"]' },
    });
  });

  it('when a form carries the photo and the card, then both are read', async () => {
    const res = await request(uploadApp())
      .post('/upload')
      .attach('thumbnail_image', jpegBytes, 'pie.jpg')
      .attach('card_image', Buffer.concat([jpegBytes, jpegBytes]), 'card.jpg');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      file: { size: jpegBytes.length, isBuffer: true },
      card: { size: jpegBytes.length * 2 },
      body: {},
    });
  });

  it('when the image is over 15 MB, then the answer is 413 with a JSON message', async () => {
    const res = await request(uploadApp())
      .post('/upload')
      .attach('thumbnail_image', Buffer.alloc(16 * 1024 * 1024, 1), 'huge.jpg');

    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The image is too large. The limit is 15 MB.' });
  });

  it('when two images are sent, then the answer is 400', async () => {
    const res = await request(uploadApp())
      .post('/upload')
      .attach('thumbnail_image', jpegBytes, 'one.jpg')
      .attach('thumbnail_image', jpegBytes, 'two.jpg');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: UPLOAD_MESSAGES.oneImage,
      errors: [{ field: '', message: UPLOAD_MESSAGES.oneImage }],
    });
  });

  it('when the image is in another field, then the answer is 400', async () => {
    const res = await request(uploadApp()).post('/upload').attach('photo', jpegBytes, 'one.jpg');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: UPLOAD_MESSAGES.oneImage,
      errors: [{ field: '', message: UPLOAD_MESSAGES.oneImage }],
    });
  });

  it('when a text field is over 200 KB, then the answer is 400 naming the field', async () => {
    const res = await request(uploadApp())
      .post('/upload')
      .field('description', 'x'.repeat(RECIPE_FORM_LIMITS.fieldSize + 1));

    expect(res.status).toBe(400);
    const message = 'The field "description" is too long. The limit is 200 KB.';
    expect(res.body).toEqual({ message, errors: [{ field: 'description', message }] });
  });

  it('when the form has more than 30 fields, then the answer is 400', async () => {
    let req = request(uploadApp()).post('/upload');
    for (let i = 0; i <= RECIPE_FORM_LIMITS.fields; i += 1) req = req.field(`f${i}`, 'x');

    const res = await req;

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'The form has too many fields. The limit is 30.',
      errors: [{ field: '', message: 'The form has too many fields. The limit is 30.' }],
    });
  });

  it('when the multipart body is malformed, then the answer is 400, not 500', async () => {
    const res = await request(uploadApp())
      .post('/upload')
      .set('Content-Type', 'multipart/form-data; boundary=abc')
      .send('--abc\r\nContent-Disposition: form-data; name="title"\r\n\r\nunfinished');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'The upload could not be read. Please try again.',
      errors: [{ field: '', message: 'The upload could not be read. Please try again.' }],
    });
  });

  it('when the request is not multipart, then it passes through without a file', async () => {
    const res = await request(uploadApp()).post('/upload').send({ title: 'Apple pie' });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ file: null });
  });
});
