import { ShoppingListsOverview } from '../../features/shopping/components/shopping-lists-overview';

export default function ShoppingListsPage() {
  return <ShoppingListsOverview />;
}
