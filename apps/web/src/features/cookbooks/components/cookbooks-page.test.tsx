import {
  getCookbook,
  getCookbookCoverPdf,
  getCookbookPdf,
  listCookbooks,
  NO_PDF,
  pathOf,
  setCookbookCover,
  updateCookbook,
  type CookbookList,
} from '@family-recipes/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../testing/api-mocks';
import { resetToastsPerTest } from '../../../testing/kitchen';
import { server } from '../../../testing/msw';
import { makeBook, renderInRouter } from '../testing/cookbook-fixtures';
import { CookbookPage } from './cookbook-page';
import { CookbooksPage } from './cookbooks-page';

resetToastsPerTest();

const listed = (book: ReturnType<typeof makeBook>): CookbookList['items'][number] => ({
  id: book.id,
  title: book.title,
  subtitle: book.subtitle,
  mine: book.mine,
  owner_name: book.owner_name,
  shared: book.shared,
  updated_on: book.updated_on,
  pdf: book.pdf,
  recipe_count: book.recipes.length,
});

describe('The cookbooks pages', () => {
  it('when the cook has books and their household shares one, then each shelf lists its own, with the downloads of a ready PDF and its print-shop cover', async () => {
    const mine = makeBook({
      title: 'Sunday dinners',
      shared: true,
      pdf: {
        ...NO_PDF,
        status: 'ready',
        edition: 'print',
        cover: true,
        progress: 1,
        made_on: '2026-11-27T10:00:00.000Z',
      },
    });
    const theirs = makeBook({ title: 'Nonna’s pasta', mine: false, owner_name: 'Grace Baker' });
    server.use(answer(listCookbooks, () => ({ items: [listed(mine), listed(theirs)] })));
    renderInRouter(<CookbooksPage />);

    const own = await screen.findByRole('region', { name: 'My books' });
    const [card] = within(own).getAllByRole('listitem');
    expect(within(card!).getByRole('link', { name: 'Sunday dinners' })).toHaveAttribute(
      'href',
      `/cookbooks/${mine.id}`,
    );
    expect(card).toHaveTextContent('2 recipes · shared with your household');
    expect(within(card!).getByRole('link', { name: /Download the PDF/ })).toHaveAttribute(
      'href',
      pathOf(getCookbookPdf, { id: mine.id }),
    );
    expect(card).toHaveTextContent('PDF ready (for a print shop)');
    expect(within(card!).getByRole('link', { name: /Download the cover \(PDF\)/ })).toHaveAttribute(
      'href',
      pathOf(getCookbookCoverPdf, { id: mine.id }),
    );
    const shared = screen.getByRole('region', { name: 'Shared by my household' });
    expect(within(shared).getByRole('listitem')).toHaveTextContent('2 recipes · by Grace Baker');
    expect(within(shared).getByText('No PDF yet')).toBeVisible();
    expect(within(shared).queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New book' })).toHaveAttribute(
      'href',
      '/cookbooks/new',
    );
  });

  it('when a household member opens a shared book, then they may change it but not its sharing, which is sent as it was, nor delete it', async () => {
    const book = makeBook({ mine: false, shared: true, owner_name: 'Grace Baker' });
    const saved = answer(updateCookbook, { id: book.id }, ({ body }) => ({
      ...book,
      ...body,
      familyPages: book.familyPages,
    }));
    server.use(
      answer(getCookbook, { id: book.id }, () => book),
      saved,
    );
    const user = userEvent.setup();
    renderInRouter(<CookbookPage id={book.id} notFound={null} />);

    expect(
      await screen.findByText('Grace Baker shares this cookbook with your household.'),
    ).toBeVisible();
    const sharing = screen.getByRole('checkbox', { name: /Share with my household/ });
    expect(sharing).toBeChecked();
    expect(sharing).toBeDisabled();
    expect(screen.getByText('Only Grace Baker, who made the book, can change this.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete this book' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Subtitle/ }), 'With Grace’s notes');
    expect(screen.getByRole('button', { name: 'Make the PDF' })).toBeDisabled();
    expect(screen.getByText(/Save your changes first/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('All changes saved.')).toBeVisible();
    expect(saved.bodies).toHaveLength(1);
    expect(saved.bodies[0]).toMatchObject({ subtitle: 'With Grace’s notes', shared: true });
    expect(screen.getByRole('button', { name: 'Make the PDF' })).toBeEnabled();
  });

  it('when the cook picks a cover photo of their own, then a wrong file is refused in place and a photo is uploaded once the book is saved', async () => {
    const book = makeBook();
    const covered = answer(setCookbookCover, { id: book.id }, () => ({
      ...book,
      cover_image: '/uploads/cover.webp',
    }));
    server.use(
      answer(getCookbook, { id: book.id }, () => book),
      answer(updateCookbook, { id: book.id }, ({ body }) => ({
        ...book,
        ...body,
        familyPages: book.familyPages,
      })),
      covered,
    );
    const user = userEvent.setup({ applyAccept: false });
    renderInRouter(<CookbookPage id={book.id} notFound={null} />);

    await user.click(await screen.findByRole('radio', { name: 'A photo of my own' }));
    const input = screen.getByLabelText('Photo');
    await user.upload(input, new File(['%PDF-'], 'menu.pdf', { type: 'application/pdf' }));
    expect(input).toHaveAccessibleDescription(/Please choose a JPEG, PNG, WebP or AVIF photo\.$/);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(input).toHaveFocus();
    expect(covered.bodies).toHaveLength(0);

    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', {
      type: 'image/png',
    });
    await user.upload(input, photo);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('img', { name: 'The chosen cover photo' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(`“${book.title}” is saved.`)).toBeInTheDocument();
    expect(covered.bodies).toHaveLength(1);
    // The multipart field `cover` holds the photo's bytes (jsdom's request names the file "blob").
    const sentPhoto = covered.bodies[0]!.get('cover') as File;
    expect(sentPhoto.type).toBe('image/png');
    expect(new Uint8Array(await sentPhoto.arrayBuffer())).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    );
  });
});
