import {
  getCookbookPreviewPdf,
  previewCookbook,
  type CookbookPreview,
} from '@family-recipes/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, failure, type Reply } from '../../../testing/api-mocks';
import { stubMatchMedia } from '../../../testing/kitchen';
import { server } from '../../../testing/msw';
import { makeBook, renderInRouter } from '../testing/cookbook-fixtures';
import { BookPreview } from './book-preview';

/** pdf.js needs a real canvas: here the pages drawn are recorded, with the PDF's first bytes. */
const drawn: { head: string; pages: number[] }[] = [];
const draw = (bytes: ArrayBuffer, pages: readonly { page: number }[]) => {
  const head = new TextDecoder().decode(bytes.slice(0, 8));
  drawn.push({ head, pages: pages.map((p) => p.page) });
  return Promise.resolve();
};

beforeEach(() => {
  stubMatchMedia();
  drawn.length = 0;
});

const PDF_BYTES = new TextEncoder().encode('%PDF-1.3 preview');

function servePreview(answerFor: (recipeId: string | undefined) => CookbookPreview) {
  const summary = answer(previewCookbook, ({ body }) => answerFor(body?.recipeId));
  const pdf = answer(
    getCookbookPreviewPdf,
    () =>
      new HttpResponse(PDF_BYTES.slice(), {
        headers: { 'Content-Type': 'application/pdf' },
      }) as unknown as Reply<string>,
  );
  server.use(summary, pdf);
  return { summary, pdf };
}

describe('The cookbook’s preview', () => {
  it('when the cook opens it, then it shows the page estimate, the warnings and the two pages, and another recipe can be chosen', async () => {
    const book = makeBook();
    const [cake, pie] = book.recipes;
    if (!cake || !pie) throw new Error('The book has two recipes.');
    const calls = servePreview((recipeId) => ({
      pages: 184,
      recipe_id: recipeId ?? cake._id,
      recipe_pages: recipeId === pie._id ? { first: 9, last: 9 } : { first: 5, last: 7 },
      warnings:
        recipeId === pie._id
          ? []
          : [
              { code: 'small-cover', message: 'The cover photo is too small.', recipeId: null },
              { code: 'long-recipe', message: '“Lemon cake” runs to 3 pages.', recipeId: cake._id },
            ],
    }));
    const user = userEvent.setup();
    renderInRouter(<BookPreview book={book} unsaved={false} draw={draw} />);

    const panel = await screen.findByRole('region', { name: 'Preview' });
    expect(calls.summary.calls).toHaveLength(0);
    expect(calls.pdf.calls).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Show the preview' }));

    expect(await within(panel).findByText('About 184 pages')).toBeVisible();
    const warnings = within(panel).getByRole('list', { name: 'Warnings' });
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The cover photo is too small.', '“Lemon cake” runs to 3 pages.']);
    expect(within(panel).getByRole('img', { name: 'Preview of the cover' })).toBeVisible();
    expect(
      within(panel).getByRole('img', { name: 'Preview of Lemon cake’s first page' }),
    ).toBeVisible();
    await waitFor(() => expect(drawn).toEqual([{ head: '%PDF-1.3', pages: [1, -3] }]));
    expect(within(panel).getByText('Page 5')).toBeVisible();
    expect(calls.summary.bodies).toEqual([{}]);

    await user.selectOptions(within(panel).getByLabelText('Recipe to preview'), pie._id);
    expect(await within(panel).findByText(/Nothing to warn about/)).toBeVisible();
    expect(
      within(panel).getByRole('img', { name: 'Preview of Apple pie’s first page' }),
    ).toBeVisible();
    await waitFor(() => expect(drawn.at(-1)).toEqual({ head: '%PDF-1.3', pages: [1, -1] }));
    expect(calls.summary.bodies.at(-1)).toEqual({ recipeId: pie._id });
    expect(calls.pdf.calls.at(-1)?.query.get('recipe')).toBe(pie._id);
  });

  it('when the server refuses, then its message is shown and the cook can try again', async () => {
    const book = makeBook();
    const { pdf } = servePreview(() => {
      throw new Error('Not asked');
    });
    const refused = answer(previewCookbook, ({ nth }) =>
      nth === 1
        ? failure(429, 'Too many previews. Please try again in a few minutes.')
        : {
            pages: 12,
            recipe_id: book.recipes[0]?._id ?? '',
            recipe_pages: { first: 5, last: 5 },
            warnings: [],
          },
    );
    server.use(refused);
    const user = userEvent.setup();
    renderInRouter(<BookPreview book={book} unsaved={false} draw={draw} />);

    const panel = await screen.findByRole('region', { name: 'Preview' });
    await user.click(within(panel).getByRole('button', { name: 'Show the preview' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Too many previews. Please try again in a few minutes.');
    expect(drawn).toEqual([]);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('About 12 pages')).toBeVisible();
    expect(refused.calls).toHaveLength(2);
    expect(pdf.calls).toHaveLength(1);
    await waitFor(() => expect(drawn).toEqual([{ head: '%PDF-1.3', pages: [1, -1] }]));
  });
});
