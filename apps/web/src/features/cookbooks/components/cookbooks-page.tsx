import type { CookbookList } from '@family-recipes/shared';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page';
import { PageLoading } from '../../../components/ui/page-loading';
import { LoadFailure } from '../../../components/ui/retry-button';
import { useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { coverPdfPath, pdfPath, useCookbooks } from '../api/cookbooks-api';
import { cookbooksMessages } from '../messages';
import { cookbooksPdfMessages, type CookbooksPdfT } from '../pdf/messages';
import { usePlaceInLine } from './pdf-waiting';
import './cookbooks.css';
import { TitledSection } from '../../../components/ui/titled-section';

type Book = CookbookList['items'][number];

/** The cook's books and those their household shares with them, and a way to start a new one. */
export function CookbooksPage() {
  const t = useT(cookbooksMessages);
  const text = useSharedText();
  const books = useCookbooks();
  if (books.isPending) return <PageLoading />;
  const mine = books.data?.items.filter((book) => book.mine) ?? [];
  const shared = books.data?.items.filter((book) => !book.mine) ?? [];
  return (
    <Page title={t('pageTitle')} lead={t('pageLead')}>
      <div className="cookbook-actions cookbook-actions--top">
        <Link to="/cookbooks/new" className="button button--primary">
          {t('newBook')}
        </Link>
      </div>
      {books.isError ? (
        <LoadFailure
          className="cookbook-panel"
          textClassName="cookbook-panel__text"
          message={t('loadBooksFailed', { detail: text(books.error.message) })}
          query={books}
          primary
        />
      ) : (
        <>
          <Shelf title={t('myBooks')} books={mine} empty={t('myBooksEmpty')} />
          {shared.length > 0 && <Shelf title={t('sharedByHousehold')} books={shared} />}
        </>
      )}
    </Page>
  );
}

function Shelf({ title, books, empty }: { title: string; books: Book[]; empty?: string }) {
  const t = useT(cookbooksMessages);
  const tPdf = useT(cookbooksPdfMessages);
  const placeInLine = usePlaceInLine();
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
                {t('recipeCount', { count: book.recipe_count })}
                {!book.mine && ` · ${t('byOwner', { name: book.owner_name })}`}
                {book.mine && book.shared && ` · ${t('sharedWithHousehold')}`}
              </p>
              <p className="cookbook-card__pdf">{pdfState(book.pdf, tPdf, placeInLine)}</p>
              {book.pdf.status === 'ready' && (
                <a
                  className="button button--secondary cookbook-card__download"
                  href={pdfPath(book.id)}
                  download
                  aria-label={tPdf('downloadPdfOf', { title: book.title })}
                >
                  {tPdf('downloadPdf')}
                </a>
              )}
              {book.pdf.status === 'ready' && book.pdf.cover && (
                <a
                  className="button button--secondary cookbook-card__download"
                  href={coverPdfPath(book.id)}
                  download
                  aria-label={tPdf('downloadCoverOf', { title: book.title })}
                >
                  {tPdf('downloadCover')}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

function pdfState(
  pdf: Book['pdf'],
  t: CookbooksPdfT,
  placeInLine: (place: number) => string,
): string {
  switch (pdf.status) {
    case 'none':
      return t('pdfNone');
    case 'making':
      return pdf.queue_position !== null
        ? t('pdfWaiting', { place: placeInLine(pdf.queue_position) })
        : t('pdfMaking', { percent: Math.round(pdf.progress * 100) });
    case 'failed':
      return t('pdfLastFailed');
    case 'ready':
      return pdf.outdated
        ? t('pdfReadyOutdated', { edition: pdf.edition })
        : t('pdfReady', { edition: pdf.edition });
  }
}
