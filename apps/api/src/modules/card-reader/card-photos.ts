import { checkedHeader, uprightJpeg, withDecodeSlot } from '../images/image-decoding.js';

/*
 * A card's photos as the model gets them: checked and decoded as every upload is (an accepted
 * format by its first bytes, no markup, within the pixel limit: 415 or 413 otherwise), upright by
 * their EXIF orientation, at most CARD_PHOTO_MAX_SIDE on the long side, a JPEG without metadata.
 */

/** Enough for handwriting on a card; more only costs the model's tokens and the upload. */
const CARD_PHOTO_MAX_SIDE = 2000;
const CARD_PHOTO_QUALITY = 85;

async function cardPhoto(input: Buffer): Promise<Buffer> {
  await checkedHeader(input);
  return uprightJpeg(input, { maxSide: CARD_PHOTO_MAX_SIDE, quality: CARD_PHOTO_QUALITY });
}

/** Each photo prepared in turn, in the process's decoding slots; the first refusal throws. */
export async function cardPhotos(inputs: Buffer[]): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (const input of inputs) out.push(await withDecodeSlot(() => cardPhoto(input)));
  return out;
}
