import {
  getCookbook,
  makeCookbookPdf,
  NO_PDF,
  type Cookbook,
  type CookbookPdf,
} from '@family-recipes/shared';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { answer } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import { MAKING_POLL_MS } from '../api/cookbooks-api';
import { CookbookPage } from '../components/cookbook-page';
import { renderInRouter } from './cookbook-fixtures';

/** A PDF being made, at `progress` (0 to 1) and `stage`. */
export const making = (progress: number, stage: string): CookbookPdf => ({
  ...NO_PDF,
  status: 'making',
  progress,
  stage,
});

/** A PDF for reading and home printing, made: 38 pages, 2.4 MB. */
export const READY: CookbookPdf = {
  ...NO_PDF,
  status: 'ready',
  progress: 1,
  made_on: '2026-11-27T10:15:00.000Z',
  size: 2.4 * 1024 * 1024,
  pages: 38,
};

/** The book's reads answer it with the PDF the test sets now; reads are counted. */
export function serveBook(book: Cookbook) {
  const state = { pdf: book.pdf, reads: 0 };
  server.use(
    answer(getCookbook, { id: book.id }, () => {
      state.reads += 1;
      return { ...book, pdf: state.pdf };
    }),
  );
  return state;
}

/** “Make the PDF” starts making it: the book's reads then answer it being made. */
export function startsMaking(book: Cookbook, served: { pdf: CookbookPdf }) {
  const started = answer(makeCookbookPdf, { id: book.id }, () => {
    served.pdf = making(0, 'Starting');
    return served.pdf;
  });
  server.use(started);
  return started;
}

/** The next read of a book being made, as the page asks for it after a moment. */
export const poll = () => act(() => vi.advanceTimersByTimeAsync(MAKING_POLL_MS));

/** Renders the book's page, signed in. */
export function renderBook(book: Cookbook) {
  return renderInRouter(<CookbookPage id={book.id} notFound={<h1>Page not found</h1>} />);
}
