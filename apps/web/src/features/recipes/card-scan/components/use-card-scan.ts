import {
  IMAGE_LIMITS,
  isAcceptedImageType,
  isRecipeLanguage,
  type RecipeLanguage,
} from '@family-recipes/shared';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useLanguage, useT } from '../../../../i18n/language';
import type { RecipeFormValues } from '../../form/recipe-form-values';
import { valuesFromCard } from '../card-values';
import { cropPhoto, WHOLE_PHOTO, type CropEdges } from '../crop-photo';
import { cardScanMessages } from '../messages';
import type { CardReading } from '../read-card';

type Scan =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'reading'; side: number; count: number; percent: number }
  | { state: 'failed'; message: string }
  | { state: 'read'; reading: CardReading; chosen: number | null };

/** The photos the cook chose, front first, and the addresses the page shows them at. */
interface Photos {
  files: File[];
  urls: string[];
}

const NO_PHOTOS: Photos = { files: [], urls: [] };

/**
 * The state of "Scan a recipe card": the photos chosen, their reading on this device, and what a
 * reading found, whichever reader it came from (`show`). One recipe fills the form at once;
 * several wait for the cook to choose one (`choose`).
 */
export function useCardScan(onScanned: (values: RecipeFormValues, card: File) => void) {
  const t = useT(cardScanMessages);
  const { language: siteLanguage } = useLanguage();
  const language: RecipeLanguage = isRecipeLanguage(siteLanguage) ? siteLanguage : 'en';
  const abort = useRef<AbortController | null>(null);
  const [scan, setScan] = useState<Scan>({ state: 'idle' });
  const [photos, setPhotos] = useState<Photos>(NO_PHOTOS);
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => photos.urls.forEach((url) => URL.revokeObjectURL(url)), [photos]);

  const fillWith = (reading: CardReading, files: File[], index: number) => {
    const draft = reading.drafts[index];
    const card = files[0];
    if (!draft || !card) return;
    onScanned(valuesFromCard(draft), card);
    setScan({ state: 'read', reading, chosen: index });
  };

  /** What a reading of `files` found; `nothing` says so when it found no recipe. */
  const show = (reading: CardReading, files: File[], nothing: string) => {
    if (reading.drafts.length === 0) {
      setScan({ state: 'failed', message: nothing });
    } else if (reading.drafts.length === 1) {
      fillWith(reading, files, 0);
    } else {
      setScan({ state: 'read', reading, chosen: null });
    }
  };

  /** Reads `files` on this device; they become the photos shown and sent from now on. */
  const read = async (files: File[]) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setPhotos({ files, urls: files.map((file) => URL.createObjectURL(file)) });
    setScan({ state: 'loading' });
    try {
      const { readCard } = await import('../read-card');
      const reading = await readCard(files, {
        language,
        signal: controller.signal,
        onProgress: (side, fraction) =>
          setScan({
            state: 'reading',
            side: side + 1,
            count: files.length,
            percent: Math.round(fraction * 100),
          }),
      });
      if (controller.signal.aborted) return;
      show(reading, files, t('nothingFound'));
    } catch {
      if (!controller.signal.aborted) setScan({ state: 'failed', message: t('failed') });
    }
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, 2);
    event.target.value = '';
    if (files.length === 0) return;
    if (files.some((f) => !isAcceptedImageType(f.type) || f.size > IMAGE_LIMITS.maxBytes)) {
      // Nothing is left to send to another reader either.
      setPhotos(NO_PHOTOS);
      setScan({ state: 'failed', message: t('notAnImage') });
      return;
    }
    await read(files);
  };

  /** Cuts each photo to the cook's crop and reads the cut photos again. */
  const crop = async (edges: readonly CropEdges[]) => {
    const original = photos.files;
    let files: File[];
    try {
      files = await Promise.all(
        original.map((file, at) => cropPhoto(file, edges[at] ?? WHOLE_PHOTO)),
      );
    } catch {
      setScan({ state: 'failed', message: t('failed') });
      return;
    }
    await read(files);
  };

  return {
    scan,
    photos,
    language,
    /** Reads the photos chosen in the file input on this device. */
    pick,
    crop,
    show: (reading: CardReading, nothing: string) => show(reading, photos.files, nothing),
    /** Fills the form with the reading's recipe `index`. */
    choose: (reading: CardReading, index: number) => fillWith(reading, photos.files, index),
  };
}
