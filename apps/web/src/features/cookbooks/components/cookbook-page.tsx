import type { Cookbook } from '@family-recipes/shared';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../../components/ui/page';
import { PageLoading } from '../../../components/ui/page-loading';
import { RetryButton } from '../../../components/ui/retry-button';
import { useCookbook, useDeleteCookbook } from '../api/cookbooks-api';
import { CookbookForm } from './cookbook-form';
import { BookPreview } from './book-preview';
import { PdfPanel } from './pdf-panel';
import './cookbooks.css';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { cookbooksMessages } from '../messages';

function BackLink() {
  const t = useT(cookbooksMessages);
  return (
    <Link to="/cookbooks" className="cookbook-back">
      {t('allCookbooks')}
    </Link>
  );
}

/** A new book: the builder alone, until it is saved. */
export function NewCookbookPage() {
  const t = useT(cookbooksMessages);
  return (
    <Page title={t('newCookbook')} lead={t('newCookbookLead')}>
      <BackLink />
      <CookbookForm />
    </Page>
  );
}

/**
 * A saved book, edited by its maker or, when shared, by a cook of the maker's household; either
 * makes and downloads its PDF, and its maker alone deletes it. A book the cook may not open is
 * `notFound`.
 */
export function CookbookPage({ id, notFound }: { id: string; notFound: ReactNode }) {
  const t = useT(cookbooksMessages);
  const text = useSharedText();
  const book = useCookbook(id);
  const [unsaved, setUnsaved] = useState(false);
  if (book.isPending) return <PageLoading />;
  if (book.isError) {
    if (book.error.status === 404) return notFound;
    return (
      <Page title={t('cookbook')} lead={t('loadBookFailed')}>
        <div className="cookbook-panel" role="alert">
          <p className="cookbook-panel__text">{text(book.error.message)}</p>
          <RetryButton query={book} primary />
        </div>
      </Page>
    );
  }
  const data = book.data;
  const lead = data.mine
    ? data.subtitle || t('leadMine')
    : t('leadShared', { name: data.owner_name });
  return (
    <Page title={data.title} lead={lead}>
      <BackLink />
      <div className="cookbook-layout">
        <div className="cookbook-layout__side">
          <PdfPanel id={data.id} title={data.title} pdf={data.pdf} unsaved={unsaved} />
        </div>
        <CookbookForm key={data.id} book={data} onDirty={setUnsaved} />
      </div>
      <BookPreview book={data} unsaved={unsaved} />
      {data.mine && <DeleteBook book={data} />}
    </Page>
  );
}

function DeleteBook({ book }: { book: Cookbook }) {
  const t = useT(cookbooksMessages);
  const text = useSharedText();
  const [asking, setAsking] = useState(false);
  const remove = useDeleteCookbook(book.id);
  const navigate = useNavigate();
  if (!asking) {
    return (
      <div className="cookbook-actions">
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('deleteThisBook')}
        </Button>
      </div>
    );
  }
  return (
    <div className="cookbook-panel" role="group" aria-label={t('deleteAsk', { title: book.title })}>
      <p className="cookbook-panel__text">{t('deleteText', { title: book.title })}</p>
      <div className="cookbook-actions">
        <Button
          variant="primary"
          disabled={remove.isPending}
          autoFocus
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                toast.success(t('deleted', { title: book.title }));
                void navigate('/cookbooks');
              },
              onError: (error) => toast.error(t('deleteFailed', { detail: text(error.message) })),
            })
          }
        >
          {t('deleteTheBook')}
        </Button>
        <Button variant="secondary" onClick={() => setAsking(false)}>
          {t('keepIt')}
        </Button>
      </div>
    </div>
  );
}
