import type { CookbookEdition, CookbookPdf } from '@family-recipes/shared';
import { useId, useState } from 'react';
import { FieldError } from '../../../components/ui/form-field';
import { coverPdfPath, pdfPath, useMakePdf } from '../api/cookbooks-api';
import { EditionChoice, pageCount, printEditionLine } from './pdf-edition';
import { placeInLine } from './pdf-waiting';
import { TitledSection } from '../../../components/ui/titled-section';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' });

const megabytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

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
      {make.isPending ? 'Starting…' : label}
    </button>
  );

  return (
    <TitledSection
      className="cookbook-panel cookbook-pdf"
      headingClassName="cookbook-panel__title"
      heading="The PDF"
    >
      <div aria-live="polite" className="cookbook-pdf__state">
        {pdf.status === 'none' && (
          <p className="cookbook-panel__text">
            No PDF yet. Make one to print the book at home or at a print shop.
          </p>
        )}
        {pdf.status === 'making' && (
          <div className="cookbook-progress">
            <label htmlFor={progressId} className="cookbook-progress__label">
              Making the PDF: {percent}%
            </label>
            <progress
              id={progressId}
              className="cookbook-progress__bar"
              max={1}
              value={pdf.progress}
            >
              {percent}%
            </progress>
            <p className="cookbook-panel__text">
              {pdf.queue_position !== null
                ? `Waiting — ${placeInLine(pdf.queue_position)}`
                : (pdf.stage ?? 'Starting…')}
            </p>
          </div>
        )}
        {print && (
          <p className="cookbook-panel__text cookbook-pdf__edition">
            {printEditionLine(pdf.pages, pdf.crop_marks)}
          </p>
        )}
        {ready && (
          <p className="cookbook-panel__text">
            Made on {pdf.made_on ? dateOf(pdf.made_on) : 'an earlier day'}
            {!print && pdf.pages !== null && ` · ${pageCount(pdf.pages)}`}
            {pdf.size !== null && ` · ${megabytes(pdf.size)}`}
          </p>
        )}
        {ready && pdf.outdated && (
          <p className="cookbook-notice">
            Recipes changed since this PDF was made — Make it again to print them as they are now.
          </p>
        )}
        {pdf.status === 'failed' && (
          <div role="alert" className="cookbook-notice">
            <p>The PDF could not be made. {pdf.error}</p>
          </div>
        )}
      </div>
      {make.isError && <FieldError>{make.error.message}</FieldError>}
      {unsaved && pdf.status !== 'making' && (
        <p className="cookbook-panel__text cookbook-panel__hint">
          Save your changes first: the PDF is made from the saved book.
        </p>
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
            aria-label={`Download the PDF of “${title}”`}
          >
            Download the PDF
          </a>
        )}
        {print && pdf.cover && (
          <a
            className="button button--secondary"
            href={coverPdfPath(id)}
            download
            aria-label={`Download the cover (PDF) of “${title}”`}
          >
            Download the cover (PDF)
          </a>
        )}
        {pdf.status === 'none' && makeButton('Make the PDF')}
        {ready && makeButton('Make it again', pdf.outdated)}
        {pdf.status === 'failed' && makeButton('Try again')}
      </div>
    </TitledSection>
  );
}
