import { act, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../../i18n/language';
import { loadEveryCatalog } from '../../../i18n/messages';
import { resetToastsPerTest } from '../../../testing/kitchen';
import { makeBook, renderInRouter, renderNewBook } from '../testing/cookbook-fixtures';
import { READY, serveBook } from '../testing/pdf-fixtures';
import { CookbookPage, NewCookbookPage } from './cookbook-page';

resetToastsPerTest();

/** `ui` in `language`, its catalogs loaded first as the server sends them with the page. */
async function inLanguage(language: 'de' | 'ar', ui: ReactNode, render: (ui: ReactNode) => void) {
  await loadEveryCatalog(language);
  await act(async () => {
    render(
      <LanguageProvider initial={language}>
        <Suspense fallback={null}>{ui}</Suspense>
      </LanguageProvider>,
    );
  });
}

describe('the cookbooks in the reader’s language', () => {
  it('when a German reader starts a book, then the builder is German and the book’s language starts at German', async () => {
    await inLanguage('de', <NewCookbookPage />, renderNewBook);

    expect(await screen.findByRole('heading', { level: 1, name: 'Neues Kochbuch' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: /Sprache des Buchs/ })).toHaveValue('de');
    expect(screen.getByRole('button', { name: 'Diese Rezepte zeigen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Buch speichern' })).toBeVisible();
  });

  it('when an Arabic reader opens a book with a ready PDF, then its date, pages and size are written the Arabic way', async () => {
    const book = makeBook({ pdf: READY });
    serveBook(book);

    await inLanguage('ar', <CookbookPage id={book.id} notFound={null} />, renderInRouter);

    const number = new Intl.NumberFormat('ar');
    const size = new Intl.NumberFormat('ar', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(2.4);
    const made = new Date(READY.made_on ?? '').toLocaleString('ar', {
      dateStyle: 'long',
      timeStyle: 'short',
    });
    const panel = await screen.findByRole('region', { name: 'ملف PDF' });
    expect(panel).toHaveTextContent(`أُنشئ في ${made} · ${number.format(38)} صفحة · ${size} MB`);
    expect(screen.getByRole('link', { name: '→ كل كتب الطبخ' })).toHaveAttribute(
      'href',
      '/cookbooks',
    );
  });
});
