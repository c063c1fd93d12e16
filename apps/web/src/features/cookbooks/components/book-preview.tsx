import type { Cookbook, CookbookPreview } from '@family-recipes/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { TitledSection } from '../../../components/ui/titled-section';
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
  const [open, setOpen] = useState(false);
  return (
    <TitledSection
      className="cookbook-panel cookbook-preview"
      headingClassName="cookbook-panel__title"
      heading="Preview"
    >
      {open ? (
        <PreviewBody book={book} unsaved={unsaved} draw={draw} />
      ) : (
        <>
          <p className="cookbook-panel__text">
            See the cover and a recipe’s page as they will print, how many pages the book will have,
            and anything that may print badly.
          </p>
          <div className="cookbook-actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setOpen(true)}
            >
              Show the preview
            </button>
          </div>
        </>
      )}
    </TitledSection>
  );
}

function PreviewBody({ book, unsaved, draw }: Required<PreviewProps>) {
  const [recipeId, setRecipeId] = useState<string | undefined>(undefined);
  const selectId = useId();
  const summary = useBookPreview(book.id, recipeId, book.updated_on, true);
  const pdf = useBookPreviewPdf(book.id, recipeId, book.updated_on, true);
  const chosen = recipeId ?? summary.data?.recipe_id ?? book.recipes[0]?._id ?? '';
  const title = book.recipes.find((recipe) => recipe._id === chosen)?.title ?? 'the recipe';
  const error = summary.error ?? pdf.error;
  return (
    <div className="cookbook-preview__body">
      {unsaved && (
        <p className="cookbook-panel__text cookbook-panel__hint">
          The preview shows the saved book: save your changes to see them here.
        </p>
      )}
      <label htmlFor={selectId} className="cookbook-preview__label">
        Recipe to preview
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
          <p className="cookbook-panel__text">Laying out the book…</p>
        )}
        {summary.data && <PreviewFacts preview={summary.data} />}
      </div>
      {error ? (
        <div role="alert" className="cookbook-notice">
          <p>The preview could not be made. {error.message}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              if (summary.isError) void summary.refetch();
              if (pdf.isError) void pdf.refetch();
            }}
          >
            Try again
          </button>
        </div>
      ) : (
        <PreviewPages bytes={pdf.data} preview={summary.data} title={title} draw={draw} />
      )}
    </div>
  );
}

function PreviewFacts({ preview }: { preview: CookbookPreview }) {
  return (
    <>
      <p className="cookbook-preview__pages">About {preview.pages} pages</p>
      {preview.warnings.length > 0 ? (
        <ul className="cookbook-preview__warnings" aria-label="Warnings">
          {preview.warnings.map((warning) => (
            <li key={`${warning.code}-${warning.recipeId ?? 'book'}`}>{warning.message}</li>
          ))}
        </ul>
      ) : (
        <p className="cookbook-panel__text">Nothing to warn about: the book should print well.</p>
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
  title: string;
}) {
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
      {state === 'drawing' && <p className="cookbook-panel__text">Drawing the pages…</p>}
      {state === 'failed' && (
        <p role="alert" className="cookbook-notice">
          The pages could not be drawn in this browser.
        </p>
      )}
      <figure className="cookbook-preview__page" hidden={!ready}>
        <canvas ref={cover} role="img" aria-label="Preview of the cover" />
        <figcaption>The cover</figcaption>
      </figure>
      <figure className="cookbook-preview__page" hidden={!ready}>
        <canvas ref={recipe} role="img" aria-label={`Preview of ${title}’s first page`} />
        <figcaption>{preview ? `Page ${preview.recipe_pages.first}` : title}</figcaption>
      </figure>
    </div>
  );
}
