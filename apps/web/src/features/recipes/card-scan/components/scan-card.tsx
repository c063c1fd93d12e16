import { isAcceptedImageType, IMAGE_LIMITS, isRecipeLanguage } from '@family-recipes/shared';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { useLanguage, useT } from '../../../../i18n/language';
import type { RecipeFormValues } from '../../form/recipe-form-values';
import { valuesFromCard } from '../card-values';
import { cardScanMessages } from '../messages';
import type { CardReading } from '../read-card';
import { CardReview } from './card-review';
import './card-scan.css';

type Scan =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'reading'; side: number; count: number; percent: number }
  | { state: 'failed'; message: string }
  | { state: 'read'; reading: CardReading; chosen: number | null };

/**
 * "Scan a recipe card" on the submit page: photos of a card (front and back) are read on this
 * device, the recipe found fills the form for the cook to check, and the first photo becomes the
 * recipe's card image. Nothing is sent until the form is submitted.
 */
export function ScanCard({
  onScanned,
  disabled,
}: {
  onScanned: (values: RecipeFormValues, card: File) => void;
  disabled: boolean;
}) {
  const t = useT(cardScanMessages);
  const { language } = useLanguage();
  const id = useId().replace(/:/g, '');
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [scan, setScan] = useState<Scan>({ state: 'idle' });
  const [photos, setPhotos] = useState<{ files: File[]; urls: string[] }>({ files: [], urls: [] });
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => photos.urls.forEach((url) => URL.revokeObjectURL(url)), [photos]);

  const fillWith = (reading: CardReading, files: File[], index: number) => {
    const draft = reading.drafts[index];
    const card = files[0];
    if (!draft || !card) return;
    onScanned(valuesFromCard(draft), card);
    setScan({ state: 'read', reading, chosen: index });
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, 2);
    event.target.value = '';
    if (files.length === 0) return;
    if (files.some((f) => !isAcceptedImageType(f.type) || f.size > IMAGE_LIMITS.maxBytes)) {
      setScan({ state: 'failed', message: t('notAnImage') });
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setPhotos({ files, urls: files.map((file) => URL.createObjectURL(file)) });
    setScan({ state: 'loading' });
    try {
      const { readCard } = await import('../read-card');
      const reading = await readCard(files, {
        language: isRecipeLanguage(language) ? language : 'en',
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
      if (reading.drafts.length === 0) {
        setScan({ state: 'failed', message: t('nothingFound') });
      } else if (reading.drafts.length === 1) {
        fillWith(reading, files, 0);
      } else {
        setScan({ state: 'read', reading, chosen: null });
      }
    } catch {
      if (!controller.signal.aborted) setScan({ state: 'failed', message: t('failed') });
    }
  };

  const busy = scan.state === 'loading' || scan.state === 'reading';
  const chosen =
    scan.state === 'read' && scan.chosen !== null ? scan.reading.drafts[scan.chosen] : undefined;
  return (
    <section className="card-scan" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="card-scan__heading">
        {t('heading')}
      </h2>
      <p className="card-scan__intro">{t('intro')}</p>
      <input
        ref={input}
        id={`${id}-photos`}
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture="environment"
        multiple
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void choose(event)}
      />
      <Button
        variant="secondary"
        disabled={busy || disabled}
        aria-busy={busy}
        onClick={() => input.current?.click()}
      >
        {t('button')}
      </Button>
      <div role="status" className="card-scan__status">
        {scan.state === 'loading' && <p>{t('loading')}</p>}
        {scan.state === 'reading' && (
          <p>
            {scan.count > 1
              ? t('readingSide', { side: scan.side, count: scan.count, percent: scan.percent })
              : t('reading', { percent: scan.percent })}
          </p>
        )}
        {scan.state === 'read' && scan.chosen !== null && <p>{t('filled')}</p>}
      </div>
      {scan.state === 'failed' && (
        <p className="form-field__error" role="alert">
          {scan.message}
        </p>
      )}
      {scan.state === 'read' && scan.reading.drafts.length > 1 && (
        <div className="card-scan__choice">
          <p>{t('several', { count: scan.reading.drafts.length })}</p>
          <ul className="card-scan__drafts">
            {scan.reading.drafts.map((draft, index) => (
              <li key={index}>
                <Button
                  variant={scan.chosen === index ? 'primary' : 'outline'}
                  aria-pressed={scan.chosen === index}
                  onClick={() => fillWith(scan.reading, photos.files, index)}
                >
                  {t('fillWith', { title: draft.title || t('untitled', { number: index + 1 }) })}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {scan.state === 'read' && chosen && (
        <CardReview draft={chosen} sides={scan.reading.sides} photos={photos.urls} />
      )}
    </section>
  );
}
