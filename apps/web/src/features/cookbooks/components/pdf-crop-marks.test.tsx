import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, stubMatchMedia } from '../../../testing/kitchen';
import { makeBook } from '../testing/cookbook-fixtures';
import { READY, renderBook, serveBook, startsMaking } from '../testing/pdf-fixtures';

beforeEach(() => {
  stubMatchMedia();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

const SCREEN = 'For reading and home printing';
const PRINT = 'For a print shop (3 mm bleed, cover with spine as a separate file)';
const MARKS = 'Crop marks (if the print shop asks for them)';

describe('Crop marks in the PDF panel', () => {
  it('when the print-shop edition is chosen with crop marks, then “Make the PDF” asks for both; the box is offered only for print', async () => {
    const book = makeBook();
    const served = serveBook(book);
    const started = startsMaking(book, served);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderBook(book);
    const panel = await screen.findByRole('region', { name: 'The PDF' });

    expect(within(panel).queryByRole('checkbox', { name: MARKS })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('radio', { name: PRINT }));
    const marks = within(panel).getByRole('checkbox', { name: MARKS });
    expect(marks).not.toBeChecked();
    await user.click(marks);
    expect(marks).toBeChecked();
    await user.click(within(panel).getByRole('button', { name: 'Make the PDF' }));
    await within(panel).findByRole('progressbar');
    expect(started.bodies).toEqual([{ edition: 'print', crop_marks: true }]);
  });

  it('when crop marks were ticked and the screen edition is chosen after, then the request has none', async () => {
    const book = makeBook();
    const served = serveBook(book);
    const started = startsMaking(book, served);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderBook(book);
    const panel = await screen.findByRole('region', { name: 'The PDF' });

    await user.click(within(panel).getByRole('radio', { name: PRINT }));
    await user.click(within(panel).getByRole('checkbox', { name: MARKS }));
    await user.click(within(panel).getByRole('radio', { name: SCREEN }));
    await user.click(within(panel).getByRole('button', { name: 'Make the PDF' }));
    await within(panel).findByRole('progressbar');
    expect(started.bodies).toEqual([{ edition: 'screen' }]);
  });

  it('when a print-shop edition with crop marks is ready, then the panel says so and keeps the box ticked', async () => {
    const pdf = { ...READY, edition: 'print' as const, cover: true, crop_marks: true, pages: 96 };
    const book = makeBook({ pdf });
    serveBook(book);
    renderBook(book);
    const panel = await screen.findByRole('region', { name: 'The PDF' });
    expect(within(panel).getByText('Print-shop edition, 96 pages, with crop marks')).toBeVisible();
    expect(within(panel).getByRole('checkbox', { name: MARKS })).toBeChecked();
  });
});
