import { useParams } from 'react-router';
import { ShoppingListView } from '../../features/shopping/components/shopping-list-view';

export default function ShoppingListPage() {
  const { id = '' } = useParams();
  // A new list's page starts afresh: nothing typed into the previous one's forms is kept.
  return <ShoppingListView key={id} id={id} />;
}
