import type { CookbookEdition, CookbookPdf, PDF_STAGES } from '@family-recipes/shared';
import { useId, useState } from 'react';
import { FieldError } from '../../../components/ui/form-field';
import { coverPdfPath, pdfPath, useMakePdf } from '../api/cookbooks-api';
import { EditionChoice, pageCount, printEditionLine } from './pdf-edition';
import { usePlaceInLine } from './pdf-waiting';
import { TitledSection } from '../../../components/ui/titled-section';
import { useLanguage, useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { cookbooksPdfMessages, type CookbooksPdfT } from '../pdf/messages';

const dateOf = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language, { dateStyle: 'long', timeStyle: 'short' });

/**
 * The stages the API reports while it makes a PDF (PDF_STAGES, in English): each one's message
 * key; a stage not listed shows as the API wrote it. Written out rather than read from PDF_STAGES
 * at run time, which would put that module in the first load; the type keeps the two the same.
 */
const STAGES: Readonly<Record<string, Parameters<CookbooksPdfT>[0]>> = {
  'Waiting for its turn': 'stageWaiting',
  'Getting the recipes ready': 'stageGettingReady',
  'Laying out the pages': 'stageLayingOut',
  'Printing the recipes': 'stagePrintingRecipes',
  'Printing the cover': 'stagePrintingCover',
  'Storing the PDF': 'stageStoring',
  Done: 'stageDone',
} satisfies Record<(typeof PDF_STAGES)[keyof typeof PDF_STAGES], Parameters<CookbooksPdfT>[0]>;

const stageName = (stage: string, t: CookbooksPdfT) => {
  const key = STAGES[stage];
  return key ? t(key) : stage;
};

/** A file's size as the reader's language writes numbers: "640 KB", "1.2 MB". */
const fileSize = (bytes: number, language: string, t: CookbooksPdfT) => {
  if (bytes < 1024 * 1024) {
    const size = new Intl.NumberFormat(language).format(Math.max(1, Math.round(bytes / 1024)));
    return t('kilobytes', { size });
  }
  const size = new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(bytes / (1024 * 1024));
  return t('megabytes', { size });
};

/**
 * The book's PDF: made in the background as the chosen edition (for reading and home printing, or
 * for a print shop, whose cover is a second download), its place in line while it waits for its
 * turn, its progress and stage on the page while it is made (the book is read again meanwhile),
 * then a download; a failure says why and can be tried again. The choice starts at the edition of
 * the book's last PDF (for reading when it has none).
 * `unsaved` holds the button while the form has changes not saved.
 */
export function PdfPanel({
  id,
  title,
  pdf,
  unsaved,
}: {
  id: string;
  title: string;
  pdf: CookbookPdf;
  unsaved: boolean;
}) {
  const t = useT(cookbooksPdfMessages);
  const { language } = useLanguage();
  const text = useSharedText();
  const placeInLine = usePlaceInLine();
  const progressId = useId();
  const make = useMakePdf(id);
  const [edition, setEdition] = useState<CookbookEdition>(pdf.edition);
  const [cropMarks, setCropMarks] = useState(pdf.crop_marks);
  const percent = Math.round(pdf.progress * 100);
  const ready = pdf.status === 'ready';
  const print = ready && pdf.edition === 'print';
  const makeButton = (label: string, primary = true) => (
    <button
      type="button"
      className={`button ${primary ? 'button--primary' : 'button--secondary'}`}
      disabled={make.isPending || unsaved}
      onClick={() => make.mutate({ edition, cropMarks })}
    >
      {make.isPending ? t('starting') : label}
    </button>
  );

  return (
    <TitledSection
      className="cookbook-panel cookbook-pdf"
      headingClassName="cookbook-panel__title"
      heading={t('thePdf')}
    >
      <div aria-live="polite" className="cookbook-pdf__state">
        {pdf.status === 'none' && <p className="cookbook-panel__text">{t('noPdf')}</p>}
        {pdf.status === 'making' && (
          <div className="cookbook-progress">
            <label htmlFor={progressId} className="cookbook-progress__label">
              {t('makingPercent', { percent })}
            </label>
            <progress
              id={progressId}
              className="cookbook-progress__bar"
              max={1}
              value={pdf.progress}
            >
              {t('percent', { percent })}
            </progress>
            <p className="cookbook-panel__text">
              {pdf.queue_position !== null
                ? t('waiting', { place: placeInLine(pdf.queue_position) })
                : pdf.stage === null
                  ? t('starting')
                  : stageName(pdf.stage, t)}
            </p>
          </div>
        )}
        {print && (
          <p className="cookbook-panel__text cookbook-pdf__edition">
            {printEditionLine(pdf.pages, t, pdf.crop_marks)}
          </p>
        )}
        {ready && (
          <p className="cookbook-panel__text">
            {pdf.made_on ? t('madeOn', { date: dateOf(pdf.made_on, language) }) : t('madeEarlier')}
            {!print && pdf.pages !== null && ` · ${pageCount(pdf.pages, t)}`}
            {pdf.size !== null && ` · ${fileSize(pdf.size, language, t)}`}
          </p>
        )}
        {ready && pdf.outdated && <p className="cookbook-notice">{t('outdated')}</p>}
        {pdf.status === 'failed' && (
          <div role="alert" className="cookbook-notice">
            <p>{t('pdfFailed', { reason: text(pdf.error ?? '') })}</p>
          </div>
        )}
      </div>
      {make.isError && <FieldError>{text(make.error.message)}</FieldError>}
      {unsaved && pdf.status !== 'making' && (
        <p className="cookbook-panel__text cookbook-panel__hint">{t('saveFirst')}</p>
      )}
      {pdf.status !== 'making' && (
        <EditionChoice
          edition={edition}
          cropMarks={cropMarks}
          disabled={make.isPending}
          onChange={setEdition}
          onCropMarks={setCropMarks}
        />
      )}
      <div className="cookbook-actions">
        {ready && (
          <a
            className="button button--primary"
            href={pdfPath(id)}
            download
            aria-label={t('downloadPdfOf', { title })}
          >
            {t('downloadPdf')}
          </a>
        )}
        {print && pdf.cover && (
          <a
            className="button button--secondary"
            href={coverPdfPath(id)}
            download
            aria-label={t('downloadCoverOf', { title })}
          >
            {t('downloadCover')}
          </a>
        )}
        {pdf.status === 'none' && makeButton(t('makePdf'))}
        {ready && makeButton(t('makeAgain'), pdf.outdated)}
        {pdf.status === 'failed' && makeButton(t('tryAgain'))}
      </div>
    </TitledSection>
  );
}
