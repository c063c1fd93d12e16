import {
  COOKBOOK_MESSAGES,
  getCookbook,
  getCookbookPdf,
  makeCookbookPdf,
  NO_PDF,
  pathOf,
  type Cookbook,
  type CookbookPdf,
} from '@family-recipes/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, failure } from '../../../testing/api-mocks';
import { clearToasts, stubMatchMedia } from '../../../testing/kitchen';
import { server } from '../../../testing/msw';
import { MAKING_POLL_MS } from '../api/cookbooks-api';
import { makeBook, renderInRouter } from '../testing/cookbook-fixtures';
import { CookbookPage } from './cookbook-page';

beforeEach(() => {
  stubMatchMedia();
  // The clock moves on its own too, for the waits of findBy; the polls come when it is advanced.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

const making = (progress: number, stage: string): CookbookPdf => ({
  ...NO_PDF,
  status: 'making',
  progress,
  stage,
});

const READY: CookbookPdf = {
  ...NO_PDF,
  status: 'ready',
  progress: 1,
  made_on: '2026-11-27T10:15:00.000Z',
  size: 2.4 * 1024 * 1024,
  pages: 38,
};

/** The book's reads answer it with the PDF the test sets now; reads are counted. */
function serveBook(book: Cookbook) {
  const state = { pdf: book.pdf, reads: 0 };
  server.use(
    answer(getCookbook, { id: book.id }, () => {
      state.reads += 1;
      return { ...book, pdf: state.pdf };
    }),
  );
  return state;
}

const poll = () => act(() => vi.advanceTimersByTimeAsync(MAKING_POLL_MS));

function renderBook(book: Cookbook) {
  return renderInRouter(<CookbookPage id={book.id} notFound={<h1>Page not found</h1>} />);
}

describe('The cookbook’s PDF panel', () => {
  it('when the PDF is made, then the page shows its progress and stage as it goes, then the download, and stops asking', async () => {
    const book = makeBook();
    const served = serveBook(book);
    const started = answer(makeCookbookPdf, { id: book.id }, () => {
      served.pdf = making(0, 'Starting');
      return served.pdf;
    });
    server.use(started);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderBook(book);
    const panel = await screen.findByRole('region', { name: 'The PDF' });
    expect(within(panel).getByText(/No PDF yet/)).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Make the PDF' }));
    expect(started.calls).toHaveLength(1);
    const bar = await within(panel).findByRole('progressbar', { name: 'Making the PDF: 0%' });
    expect(within(panel).getByText('Starting')).toBeVisible();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();

    served.pdf = making(0.4, 'Laying out page 12');
    await poll();
    expect(await within(panel).findByText('Laying out page 12')).toBeVisible();
    expect(bar).toHaveAttribute('value', '0.4');
    expect(bar).toHaveAccessibleName('Making the PDF: 40%');
    expect(panel.querySelector('[aria-live="polite"]')).toContainElement(bar);

    served.pdf = READY;
    await poll();
    const download = await within(panel).findByRole('link', {
      name: `Download the PDF of “${book.title}”`,
    });
    expect(download).toHaveAttribute('href', pathOf(getCookbookPdf, { id: book.id }));
    expect(download).toHaveAttribute('download');
    expect(within(panel).getByText(/38 pages · 2\.4 MB/)).toBeVisible();
    expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();

    const reads = served.reads;
    await poll();
    await poll();
    expect(served.reads).toBe(reads);
  });

  it('when a read of the book sent before “Make the PDF” answers after it, then the page still follows the PDF being made', async () => {
    const book = makeBook();
    let pdf = book.pdf;
    let held: Promise<void> | undefined;
    server.use(
      answer(getCookbook, { id: book.id }, async () => {
        // The book as it is when the read arrives, answered when the test lets it go.
        const now = { ...book, pdf };
        if (held) await held;
        return now;
      }),
      answer(makeCookbookPdf, { id: book.id }, () => {
        pdf = making(0, 'Starting');
        return pdf;
      }),
    );
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { queryClient } = renderBook(book);
    const panel = await screen.findByRole('region', { name: 'The PDF' });
    expect(within(panel).getByText(/No PDF yet/)).toBeVisible();

    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    const stale = queryClient.invalidateQueries();
    await user.click(within(panel).getByRole('button', { name: 'Make the PDF' }));
    await within(panel).findByRole('progressbar', { name: 'Making the PDF: 0%' });
    held = undefined;
    release();
    await act(() => stale);

    expect(within(panel).getByRole('progressbar', { name: 'Making the PDF: 0%' })).toBeVisible();
    expect(within(panel).queryByText(/No PDF yet/)).not.toBeInTheDocument();
    pdf = making(0.5, 'Laying out page 20');
    await poll();
    expect(await within(panel).findByText('Laying out page 20')).toBeVisible();
  });

  it('when the book waits for its turn, then the page says how many books are ahead as the line moves, then its progress once it is made', async () => {
    const book = makeBook();
    const served = serveBook(book);
    const waiting = (place: number): CookbookPdf => ({
      ...making(0, 'Waiting for its turn'),
      queue_position: place,
    });
    server.use(
      answer(makeCookbookPdf, { id: book.id }, () => {
        served.pdf = waiting(3);
        return served.pdf;
      }),
    );
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderBook(book);
    const panel = await screen.findByRole('region', { name: 'The PDF' });

    await user.click(within(panel).getByRole('button', { name: 'Make the PDF' }));
    expect(await within(panel).findByText('Waiting — 2 books ahead')).toBeVisible();
    expect(within(panel).queryByText('Waiting for its turn')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();

    served.pdf = waiting(2);
    await poll();
    expect(await within(panel).findByText('Waiting — 1 book ahead')).toBeVisible();
    served.pdf = waiting(1);
    await poll();
    expect(await within(panel).findByText('Waiting — next in line')).toBeVisible();

    served.pdf = making(0.2, 'Laying out the pages');
    await poll();
    expect(await within(panel).findByText('Laying out the pages')).toBeVisible();
    expect(within(panel).queryByText(/Waiting/)).not.toBeInTheDocument();
    expect(within(panel).getByRole('progressbar')).toHaveAccessibleName('Making the PDF: 20%');
  });

  it('when recipes changed since the PDF was made, then it says so and offers to make it again', async () => {
    const book = makeBook({ pdf: { ...READY, outdated: true } });
    serveBook(book);
    renderBook(book);
    const panel = await screen.findByRole('region', { name: 'The PDF' });
    expect(
      within(panel).getByText(/Recipes changed since this PDF was made — Make it again/),
    ).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Make it again' })).toBeEnabled();
    expect(within(panel).getByRole('link', { name: /Download the PDF/ })).toBeVisible();
  });

  it('when the last attempt failed, then the error shows with Try again, and a refused start says why', async () => {
    const book = makeBook({
      pdf: { ...NO_PDF, status: 'failed', error: 'A photo could not be read.' },
    });
    serveBook(book);
    server.use(
      answer(makeCookbookPdf, { id: book.id }, () =>
        failure(429, COOKBOOK_MESSAGES.tooManyPdfs, {}, { 'Retry-After': '600' }),
      ),
    );
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderBook(book);
    const panel = await screen.findByRole('region', { name: 'The PDF' });
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'The PDF could not be made. A photo could not be read.',
    );

    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText(COOKBOOK_MESSAGES.tooManyPdfs)).toBeVisible();
    expect(within(panel).queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('when another cook’s book is not theirs to open, then the page is the 404', async () => {
    const id = '77777777-7777-4777-8777-999999999999';
    server.use(answer(getCookbook, { id }, () => failure(404, COOKBOOK_MESSAGES.notFound)));
    renderInRouter(<CookbookPage id={id} notFound={<h1>Page not found</h1>} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
