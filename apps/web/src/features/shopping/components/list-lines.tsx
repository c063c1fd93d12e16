import { useDisclosure } from '../../../components/disclosure/disclosure';
import { useTickRefusals } from '../hooks/use-tick-refusals';
import type { ShownItem, ShownList } from '../pending-lines';
import { groupByAisle } from '../shopping-lines';
import { ShoppingItemRow } from './shopping-item-row';
import './list-cleanup.css';

/** "In the basket (3)": the button of the ticked lines' group. */
const basketLabel = (count: number) => `In the basket (${count})`;

/**
 * The list's lines as the shop is walked: the lines still to get by aisle, in the household's
 * order, and the ticked ones together at the end, in a group that stays closed until opened.
 */
export function ListLines({ list, idPrefix }: { list: ShownList; idPrefix: string }) {
  useTickRefusals(list._id);
  const toGet = list.items.filter((item) => !item.checked);
  const ticked = list.items.filter((item) => item.checked);
  const aisles = groupByAisle(toGet, list.aisle_order, list.aisle_names);
  const nothing = list.items.length === 0 && list.waitingItems.length === 0;

  return (
    <>
      {nothing && (
        <p className="shopping-empty">
          Nothing on this list yet. Add an item above, or open a recipe and choose “Add to shopping
          list”.
        </p>
      )}
      {!nothing && toGet.length === 0 && list.waitingItems.length === 0 && (
        <p className="shopping-empty">Everything is in the basket.</p>
      )}
      {aisles.map((group) => {
        const headingId = `${idPrefix}-${group.aisle.replace(/\s/g, '-')}`;
        return (
          <section key={group.aisle} className="shopping-aisle" aria-labelledby={headingId}>
            <h3 id={headingId} className="shopping-aisle__title">
              {group.heading}
            </h3>
            <ul className="shopping-aisle__list">
              {group.ingredients.flatMap((ingredient) =>
                ingredient.lines.map((item, index) => (
                  <ShoppingItemRow
                    key={item._id}
                    listId={list._id}
                    item={item}
                    continued={index > 0}
                  />
                )),
              )}
            </ul>
          </section>
        );
      })}
      <BasketGroup listId={list._id} items={ticked} />
    </>
  );
}

/**
 * The ticked lines, closed until the cook opens it. It stays drawn (empty) while nothing is
 * ticked, so once opened it stays open as lines are ticked one after another.
 */
function BasketGroup({ listId, items }: { listId: string; items: ShownItem[] }) {
  const { open, buttonProps, panelProps } = useDisclosure();
  if (items.length === 0) return null;
  return (
    <section className="shopping-basket" aria-label={basketLabel(items.length)}>
      <h3 className="shopping-basket__title">
        <button {...buttonProps} className="shopping-basket__toggle">
          <span className="shopping-basket__mark" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          {basketLabel(items.length)}
        </button>
      </h3>
      <div {...panelProps}>
        {open && (
          <ul className="shopping-aisle__list">
            {items.map((item) => (
              <ShoppingItemRow key={item._id} listId={listId} item={item} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
