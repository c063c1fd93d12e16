import { useShoppingList } from '../api/shopping-api';
import { ListCleanup } from '../components/list-cleanup';
import { ListLines } from '../components/list-lines';
import { withPending } from '../pending-lines';
import { LIST_ID } from './shopping-fixtures';

/** The list page's lines and its tidying panel, as the page draws them from the cached list. */
export function ListPage() {
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
