import type { CookbookList } from '@family-recipes/shared';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page';
import { PageLoading } from '../../../components/ui/page-loading';
import { LoadFailure } from '../../../components/ui/retry-button';
import { coverPdfPath, pdfPath, useCookbooks } from '../api/cookbooks-api';
import { placeInLine } from './pdf-waiting';
import './cookbooks.css';
import { TitledSection } from '../../../components/ui/titled-section';

type Book = CookbookList['items'][number];

const TITLE = 'Cookbooks';
const LEAD = 'Family recipes made into a book to print: for the kitchen shelf, or as a gift.';

/** The cook's books and those their household shares with them, and a way to start a new one. */
export function CookbooksPage() {
  const books = useCookbooks();
  if (books.isPending) return <PageLoading />;
  const mine = books.data?.items.filter((book) => book.mine) ?? [];
  const shared = books.data?.items.filter((book) => !book.mine) ?? [];
  return (
    <Page title={TITLE} lead={LEAD}>
      <div className="cookbook-actions cookbook-actions--top">
        <Link to="/cookbooks/new" className="button button--primary">
          New book
        </Link>
      </div>
      {books.isError ? (
        <LoadFailure
          className="cookbook-panel"
          textClassName="cookbook-panel__text"
          message={`We could not load your cookbooks. ${books.error.message}`}
          query={books}
          primary
        />
      ) : (
        <>
          <Shelf
            title="My books"
            books={mine}
            empty="You have no books yet. Start one with New book: choose recipes, a title and a cover, and the site makes a PDF to print."
          />
          {shared.length > 0 && <Shelf title="Shared by my household" books={shared} />}
        </>
      )}
    </Page>
  );
}

function Shelf({ title, books, empty }: { title: string; books: Book[]; empty?: string }) {
  return (
    <TitledSection className="cookbook-shelf" heading={<>{title}</>}>
      {books.length === 0 ? (
        <p className="cookbook-panel__text">{empty}</p>
      ) : (
        <ul className="cookbook-shelf__list">
          {books.map((book) => (
            <li key={book.id} className="cookbook-card">
              <h3 className="cookbook-card__title">
                <Link to={`/cookbooks/${book.id}`} className="cookbook-card__link">
                  {book.title}
                </Link>
              </h3>
              {book.subtitle && <p className="cookbook-card__subtitle">{book.subtitle}</p>}
              <p className="cookbook-card__meta">
                {book.recipe_count === 1 ? '1 recipe' : `${book.recipe_count} recipes`}
                {!book.mine && ` · by ${book.owner_name}`}
                {book.mine && book.shared && ' · shared with your household'}
              </p>
              <p className="cookbook-card__pdf">{pdfState(book.pdf)}</p>
              {book.pdf.status === 'ready' && (
                <a
                  className="button button--secondary cookbook-card__download"
                  href={pdfPath(book.id)}
                  download
                  aria-label={`Download the PDF of “${book.title}”`}
                >
                  Download the PDF
                </a>
              )}
              {book.pdf.status === 'ready' && book.pdf.cover && (
                <a
                  className="button button--secondary cookbook-card__download"
                  href={coverPdfPath(book.id)}
                  download
                  aria-label={`Download the cover (PDF) of “${book.title}”`}
                >
                  Download the cover (PDF)
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

function pdfState(pdf: Book['pdf']): string {
  switch (pdf.status) {
    case 'none':
      return 'No PDF yet';
    case 'making':
      return pdf.queue_position !== null
        ? `PDF waiting — ${placeInLine(pdf.queue_position)}`
        : `PDF being made: ${Math.round(pdf.progress * 100)}%`;
    case 'failed':
      return 'The last PDF could not be made';
    case 'ready':
      return `${pdf.outdated ? 'PDF ready, but recipes changed since' : 'PDF ready'}${
        pdf.edition === 'print' ? ' (for a print shop)' : ''
      }`;
  }
}
