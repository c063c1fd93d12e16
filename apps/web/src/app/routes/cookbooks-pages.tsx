import { useParams } from 'react-router';
import { CookbookPage, NewCookbookPage } from '../../features/cookbooks/components/cookbook-page';
import { CookbooksPage } from '../../features/cookbooks/components/cookbooks-page';
import { NotFoundPage } from './not-found';

/**
 * The cookbooks (/cookbooks), a new one (/cookbooks/new) and a saved one (/cookbooks/:id): one
 * module for the three, so the site's first load names one route's files more, not three.
 */
export default function CookbooksRoute() {
  const { id } = useParams();
  if (!id) return <CookbooksPage />;
  if (id === 'new') return <NewCookbookPage />;
  // A new book's page starts afresh: nothing typed into the previous one's form is kept.
  return <CookbookPage key={id} id={id} notFound={<NotFoundPage />} />;
}
