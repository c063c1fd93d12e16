import {
  COOKBOOK_MESSAGES,
  getCookbook,
  getCookbookCoverPdf,
  getCookbookPdf,
  makeCookbookPdf,
  NO_PDF,
  pathOf,
  type CookbookPdf,
} from '@family-recipes/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, failure } from '../../../testing/api-mocks';
import { clearToasts, stubMatchMedia } from '../../../testing/kitchen';
import { server } from '../../../testing/msw';
import { makeBook, renderInRouter } from '../testing/cookbook-fixtures';
import { making, poll, READY, renderBook, serveBook, startsMaking } from '../testing/pdf-fixtures';
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

const SCREEN = 'For reading and home printing';
const PRINT = 'For a print shop (3 mm bleed, cover with spine as a separate file)';

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

  it('when no edition is chosen, then “Make the PDF” asks for the one for reading and home printing', async () => {
    const book = makeBook();
    const served = serveBook(book);
    const started = startsMaking(book, served);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderBook(book);
    const panel = await screen.findByRole('region', { name: 'The PDF' });
    const editions = within(panel).getByRole('group', { name: 'Edition' });
    expect(within(editions).getByRole('radio', { name: SCREEN })).toBeChecked();
    expect(within(editions).getByRole('radio', { name: PRINT })).not.toBeChecked();

    await user.click(within(panel).getByRole('button', { name: 'Make the PDF' }));
    await within(panel).findByRole('progressbar');
    expect(started.bodies).toEqual([{ edition: 'screen' }]);
    expect(within(panel).queryByRole('group', { name: 'Edition' })).not.toBeInTheDocument();
  });

  it('when the print-shop edition is chosen, then “Make the PDF” asks for it', async () => {
    const book = makeBook();
    const served = serveBook(book);
    const started = startsMaking(book, served);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderBook(book);
    const panel = await screen.findByRole('region', { name: 'The PDF' });

    await user.click(within(panel).getByRole('radio', { name: PRINT }));
    expect(within(panel).getByRole('radio', { name: PRINT })).toBeChecked();
    expect(within(panel).getByRole('radio', { name: SCREEN })).not.toBeChecked();
    await user.click(within(panel).getByRole('button', { name: 'Make the PDF' }));
    await within(panel).findByRole('progressbar');
    expect(started.bodies).toEqual([{ edition: 'print' }]);
  });

  it('when the cook uses the keyboard, then the editions are one stop before the button and the arrow keys change them', async () => {
    const book = makeBook();
    const served = serveBook(book);
    const started = startsMaking(book, served);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderBook(book);
    const panel = await screen.findByRole('region', { name: 'The PDF' });
    const makeButton = within(panel).getByRole('button', { name: 'Make the PDF' });
    const screenRadio = within(panel).getByRole('radio', { name: SCREEN });
    const printRadio = within(panel).getByRole('radio', { name: PRINT });

    act(() => makeButton.focus());
    await user.tab({ shift: true });
    expect(screenRadio).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(printRadio).toHaveFocus();
    expect(printRadio).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(screenRadio).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(printRadio).toBeChecked();
    // The print shop's edition brings its crop marks box, one stop more.
    await user.tab();
    expect(within(panel).getByRole('checkbox', { name: /Crop marks/ })).toHaveFocus();
    await user.tab();
    expect(makeButton).toHaveFocus();
    await user.keyboard('{Enter}');
    await within(panel).findByRole('progressbar');
    expect(started.bodies).toEqual([{ edition: 'print' }]);
  });

  it('when a print-shop edition is ready, then the panel says so and offers its cover as a second download', async () => {
    const book = makeBook({ pdf: { ...READY, edition: 'print', cover: true, pages: 96 } });
    serveBook(book);
    renderBook(book);
    const panel = await screen.findByRole('region', { name: 'The PDF' });
    expect(within(panel).getByText('Print-shop edition, 96 pages')).toBeVisible();
    expect(within(panel).getByText(/Made on .* · 2\.4 MB/)).toBeVisible();
    const cover = within(panel).getByRole('link', { name: /Download the cover \(PDF\)/ });
    expect(cover).toHaveAccessibleName(`Download the cover (PDF) of “${book.title}”`);
    expect(cover).toHaveAttribute('href', pathOf(getCookbookCoverPdf, { id: book.id }));
    expect(cover).toHaveAttribute('download');
    expect(
      within(panel).getByRole('link', { name: `Download the PDF of “${book.title}”` }),
    ).toHaveAttribute('href', pathOf(getCookbookPdf, { id: book.id }));
    expect(within(panel).getByRole('radio', { name: PRINT })).toBeChecked();
  });

  it('when a PDF for reading is ready, then it offers no cover and does not say print shop', async () => {
    const book = makeBook({ pdf: READY });
    serveBook(book);
    renderBook(book);
    const panel = await screen.findByRole('region', { name: 'The PDF' });
    expect(within(panel).getByText(/38 pages · 2\.4 MB/)).toBeVisible();
    expect(within(panel).getByRole('link', { name: /Download the PDF/ })).toBeVisible();
    expect(within(panel).queryByRole('link', { name: /cover/ })).not.toBeInTheDocument();
    expect(within(panel).queryByText(/Print-shop edition/)).not.toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: SCREEN })).toBeChecked();
  });

  it('when another cook’s book is not theirs to open, then the page is the 404', async () => {
    const id = '77777777-7777-4777-8777-999999999999';
    server.use(answer(getCookbook, { id }, () => failure(404, COOKBOOK_MESSAGES.notFound)));
    renderInRouter(<CookbookPage id={id} notFound={<h1>Page not found</h1>} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
