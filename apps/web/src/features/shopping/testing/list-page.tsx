import { useShoppingList } from '../api/shopping-api';
import { ListCleanup } from '../components/list-cleanup';
import { ListLines } from '../components/list-lines';
import { ShoppingListView } from '../components/shopping-list-view';
import type { ListEventSourceFactory } from '../hooks/use-live-list';
import { withPending } from '../pending-lines';
import { LIST_ID, renderShopping } from './shopping-fixtures';

/** The list page's lines and its tidying panel, as the page draws them from the cached list. */
function ListPage() {
  const query = useShoppingList(LIST_ID);
  if (!query.data) return <p>Loading</p>;
  const list = withPending(query.data, []);
  return (
    <>
      <ListLines list={list} idPrefix="items" />
      <ListCleanup list={list} />
    </>
  );
}

/** Renders {@link ListPage}, signed in, at the list's address. */
export function renderListPage() {
  return renderShopping(<ListPage />);
}

/** Renders the whole list page (LIST_ID), signed in, its live updates from `createEventSource`. */
export function renderListView(createEventSource?: ListEventSourceFactory) {
  return renderShopping(<ShoppingListView id={LIST_ID} createEventSource={createEventSource} />);
}
