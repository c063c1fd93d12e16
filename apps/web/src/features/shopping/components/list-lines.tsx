import { useDisclosure } from '../../../components/disclosure/disclosure';
import { useTickRefusals } from '../hooks/use-tick-refusals';
import type { ShownItem, ShownList } from '../pending-lines';
import { groupByAisle } from '../shopping-lines';
import { shoppingMessages } from '../messages';
import { useT } from '../../../i18n/language';
import { ShoppingItemRow } from './shopping-item-row';
import './list-cleanup.css';

/**
 * The list's lines as the shop is walked: the lines still to get by aisle, in the household's
 * order, and the ticked ones together at the end, in a group that stays closed until opened.
 */
export function ListLines({ list, idPrefix }: { list: ShownList; idPrefix: string }) {
  const t = useT(shoppingMessages);
  useTickRefusals(list._id);
  const toGet = list.items.filter((item) => !item.checked);
  const ticked = list.items.filter((item) => item.checked);
  const aisles = groupByAisle(toGet, t, list.aisle_order, list.aisle_names);
  const nothing = list.items.length === 0 && list.waitingItems.length === 0;

  return (
    <>
      {nothing && <p className="shopping-empty">{t('emptyList')}</p>}
      {!nothing && toGet.length === 0 && list.waitingItems.length === 0 && (
        <p className="shopping-empty">{t('allInBasket')}</p>
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
  const t = useT(shoppingMessages);
  const { open, buttonProps, panelProps } = useDisclosure();
  if (items.length === 0) return null;
  const label = t('inBasket', { count: items.length });
  return (
    <section className="shopping-basket" aria-label={label}>
      <h3 className="shopping-basket__title">
        <button {...buttonProps} className="shopping-basket__toggle">
          <span className="shopping-basket__mark" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          {label}
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
