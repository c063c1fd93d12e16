import { useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useT } from '../../../../i18n/language';
import type { RecipeFormValues } from '../../form/recipe-form-values';
import { cardScanMessages } from '../messages';
import { CardReview } from './card-review';
import { CropCard } from './crop-card';
import { ServerRead } from './server-read';
import { useCardScan } from './use-card-scan';
import './card-scan.css';

/**
 * "Scan a recipe card" on the submit page: photos of a card (front and back) are read on this
 * device, the recipe found fills the form for the cook to check, and the first photo becomes the
 * recipe's card image. Nothing is sent until the form is submitted, unless the cook asks for the
 * server reader (where the site offers one) once the device has read the photos.
 */
export function ScanCard({
  onScanned,
  disabled,
}: {
  onScanned: (values: RecipeFormValues, card: File) => void;
  disabled: boolean;
}) {
  const t = useT(cardScanMessages);
  const id = useId().replace(/:/g, '');
  const input = useRef<HTMLInputElement>(null);
  const { scan, photos, language, pick, crop, show, choose } = useCardScan(onScanned);
  const [cropping, setCropping] = useState(false);

  const busy = scan.state === 'loading' || scan.state === 'reading';
  const settled = scan.state === 'read' || scan.state === 'failed';
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
        onChange={(event) => void pick(event)}
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
      {settled && photos.files.length > 0 && !cropping && (
        <p className="card-scan__crop">
          <Button variant="outline" disabled={disabled} onClick={() => setCropping(true)}>
            {t('cropButton')}
          </Button>
        </p>
      )}
      {settled && cropping && (
        <CropCard
          photos={photos.urls}
          onCancel={() => setCropping(false)}
          onCrop={(edges) => {
            setCropping(false);
            void crop(edges);
          }}
        />
      )}
      {settled && photos.files.length > 0 && !cropping && (
        <ServerRead
          key={photos.urls[0]}
          photos={photos.files}
          language={language}
          disabled={disabled}
          onRead={(reading) => show(reading, t('serverNothing'))}
        />
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
                  onClick={() => choose(scan.reading, index)}
                >
                  {t('fillWith', { title: draft.title || t('untitled', { number: index + 1 }) })}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {scan.state === 'read' && chosen && !cropping && (
        <CardReview draft={chosen} sides={scan.reading.sides} photos={photos.urls} />
      )}
    </section>
  );
}
