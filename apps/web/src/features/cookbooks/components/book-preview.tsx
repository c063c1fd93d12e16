import type { Cookbook, CookbookPreview } from '@family-recipes/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { TitledSection } from '../../../components/ui/titled-section';
import { useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { cookbooksPdfMessages } from '../pdf/messages';
import { useBookPreview, useBookPreviewPdf } from '../api/preview-api';
import { drawPdfPages } from './pdf-pages';
import './book-preview.css';

/** Canvas width when its box has none yet (a page drawn before layout). */
const FALLBACK_WIDTH = 320;

/**
 * The book before it is made: the pages it will run to, what may print badly, and the cover and
 * a chosen recipe's first page drawn from the PDF the server lays out as the book prints them.
 * Nothing is asked of the server, nor is pdf.js loaded, until the cook opens it.
 */
/** What draws the PDF's pages into canvases: pdf.js, or a recorder where there is no canvas. */
type DrawPages = typeof drawPdfPages;

interface PreviewProps {
  book: Cookbook;
  unsaved: boolean;
  draw?: DrawPages;
}

export function BookPreview({ book, unsaved, draw = drawPdfPages }: PreviewProps) {
  const t = useT(cookbooksPdfMessages);
  const [open, setOpen] = useState(false);
  return (
    <TitledSection
      className="cookbook-panel cookbook-preview"
      headingClassName="cookbook-panel__title"
      heading={t('preview')}
    >
      {open ? (
        <PreviewBody book={book} unsaved={unsaved} draw={draw} />
      ) : (
        <>
          <p className="cookbook-panel__text">{t('previewIntro')}</p>
          <div className="cookbook-actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setOpen(true)}
            >
              {t('showPreview')}
            </button>
          </div>
        </>
      )}
    </TitledSection>
  );
}

function PreviewBody({ book, unsaved, draw }: Required<PreviewProps>) {
  const t = useT(cookbooksPdfMessages);
  const text = useSharedText();
  const [recipeId, setRecipeId] = useState<string | undefined>(undefined);
  const selectId = useId();
  const summary = useBookPreview(book.id, recipeId, book.updated_on, true);
  const pdf = useBookPreviewPdf(book.id, recipeId, book.updated_on, true);
  const chosen = recipeId ?? summary.data?.recipe_id ?? book.recipes[0]?._id ?? '';
  const title = book.recipes.find((recipe) => recipe._id === chosen)?.title;
  const error = summary.error ?? pdf.error;
  return (
    <div className="cookbook-preview__body">
      {unsaved && (
        <p className="cookbook-panel__text cookbook-panel__hint">{t('previewUnsaved')}</p>
      )}
      <label htmlFor={selectId} className="cookbook-preview__label">
        {t('recipeToPreview')}
      </label>
      <select
        id={selectId}
        className="form-control form-control--select"
        value={chosen}
        onChange={(event) => setRecipeId(event.target.value)}
      >
        {book.recipes.map((recipe) => (
          <option key={recipe._id} value={recipe._id}>
            {recipe.title}
          </option>
        ))}
      </select>
      <div aria-live="polite">
        {summary.isPending && !summary.isError && (
          <p className="cookbook-panel__text">{t('layingOut')}</p>
        )}
        {summary.data && <PreviewFacts preview={summary.data} />}
      </div>
      {error ? (
        <div role="alert" className="cookbook-notice">
          <p>{t('previewFailed', { detail: text(error.message) })}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              if (summary.isError) void summary.refetch();
              if (pdf.isError) void pdf.refetch();
            }}
          >
            {t('tryAgain')}
          </button>
        </div>
      ) : (
        <PreviewPages bytes={pdf.data} preview={summary.data} title={title} draw={draw} />
      )}
    </div>
  );
}

function PreviewFacts({ preview }: { preview: CookbookPreview }) {
  const t = useT(cookbooksPdfMessages);
  const text = useSharedText();
  return (
    <>
      <p className="cookbook-preview__pages">{t('aboutPages', { count: preview.pages })}</p>
      {preview.warnings.length > 0 ? (
        <ul className="cookbook-preview__warnings" aria-label={t('warnings')}>
          {preview.warnings.map((warning) => (
            <li key={`${warning.code}-${warning.recipeId ?? 'book'}`}>{text(warning.message)}</li>
          ))}
        </ul>
      ) : (
        <p className="cookbook-panel__text">{t('noWarnings')}</p>
      )}
    </>
  );
}

/** The cover (the PDF's first page) and the recipe's first page, drawn once both are here. */
function PreviewPages({
  bytes,
  preview,
  title,
  draw,
}: {
  draw: DrawPages;
  bytes: ArrayBuffer | undefined;
  preview: CookbookPreview | undefined;
  /** The chosen recipe's title, once the book's recipes name it. */
  title: string | undefined;
}) {
  const t = useT(cookbooksPdfMessages);
  const cover = useRef<HTMLCanvasElement>(null);
  const recipe = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<{ bytes: ArrayBuffer; failed: boolean } | undefined>();
  const pages = preview ? preview.recipe_pages.last - preview.recipe_pages.first + 1 : 0;
  useEffect(() => {
    if (!bytes || !pages || !cover.current || !recipe.current) return;
    let live = true;
    const width = cover.current.parentElement?.clientWidth || FALLBACK_WIDTH;
    const canvases = [
      { page: 1, canvas: cover.current },
      { page: -pages, canvas: recipe.current },
    ];
    draw(bytes, canvases, width).then(
      () => live && setDrawn({ bytes, failed: false }),
      () => live && setDrawn({ bytes, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [bytes, pages, draw]);
  const ready = bytes !== undefined && preview !== undefined;
  const state = !ready || drawn?.bytes !== bytes ? 'drawing' : drawn.failed ? 'failed' : 'drawn';
  return (
    <div className="cookbook-preview__pages-drawn" aria-busy={state === 'drawing'}>
      {state === 'drawing' && <p className="cookbook-panel__text">{t('drawing')}</p>}
      {state === 'failed' && (
        <p role="alert" className="cookbook-notice">
          {t('drawFailed')}
        </p>
      )}
      <figure className="cookbook-preview__page" hidden={!ready}>
        <canvas ref={cover} role="img" aria-label={t('previewOfCover')} />
        <figcaption>{t('theCover')}</figcaption>
      </figure>
      <figure className="cookbook-preview__page" hidden={!ready}>
        <canvas
          ref={recipe}
          role="img"
          aria-label={
            title === undefined ? t('previewOfFirstPage') : t('previewOfRecipe', { title })
          }
        />
        <figcaption>
          {preview ? t('pageNumber', { number: preview.recipe_pages.first }) : title}
        </figcaption>
      </figure>
    </div>
  );
}
