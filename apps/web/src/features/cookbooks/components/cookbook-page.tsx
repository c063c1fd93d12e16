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

const BACK = (
  <Link to="/cookbooks" className="cookbook-back">
    ← All cookbooks
  </Link>
);

/** A new book: the builder alone, until it is saved. */
export function NewCookbookPage() {
  return (
    <Page
      title="New cookbook"
      lead="Choose the recipes, give the book a title and a cover, and save it. Then make its PDF."
    >
      {BACK}
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
  const book = useCookbook(id);
  const [unsaved, setUnsaved] = useState(false);
  if (book.isPending) return <PageLoading />;
  if (book.isError) {
    if (book.error.status === 404) return notFound;
    return (
      <Page title="Cookbook" lead="We could not load this cookbook.">
        <div className="cookbook-panel" role="alert">
          <p className="cookbook-panel__text">{book.error.message}</p>
          <RetryButton query={book} primary />
        </div>
      </Page>
    );
  }
  const data = book.data;
  const lead = data.mine
    ? data.subtitle || 'Your cookbook: change it, then make its PDF.'
    : `${data.owner_name} shares this cookbook with your household.`;
  return (
    <Page title={data.title} lead={lead}>
      {BACK}
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
  const [asking, setAsking] = useState(false);
  const remove = useDeleteCookbook(book.id);
  const navigate = useNavigate();
  if (!asking) {
    return (
      <div className="cookbook-actions">
        <Button variant="secondary" onClick={() => setAsking(true)}>
          Delete this book
        </Button>
      </div>
    );
  }
  return (
    <div className="cookbook-panel" role="group" aria-label={`Delete “${book.title}”?`}>
      <p className="cookbook-panel__text">
        Delete “{book.title}” and its PDF? The recipes stay on the site.
      </p>
      <div className="cookbook-actions">
        <Button
          variant="primary"
          disabled={remove.isPending}
          autoFocus
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                toast.success(`“${book.title}” was deleted.`);
                void navigate('/cookbooks');
              },
              onError: (error) => toast.error(`We could not delete the book. ${error.message}`),
            })
          }
        >
          Delete the book
        </Button>
        <Button variant="secondary" onClick={() => setAsking(false)}>
          Keep it
        </Button>
      </div>
    </div>
  );
}
