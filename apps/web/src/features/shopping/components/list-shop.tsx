import type { ShoppingList } from '@family-recipes/shared';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { useUpdateList } from '../api/shopping-api';
import { useOnlineNow } from '../use-online-now';
import './aisles.css';

/**
 * "Shop": the shop the list is walked in (its lines follow that shop's order), or none (the
 * household's order). Changing it is saved at once, for everyone who has the list open.
 */
export function ListShopChoice({
  list,
}: {
  list: Pick<ShoppingList, '_id' | 'shops' | 'shop_id'>;
}) {
  const id = useId();
  const update = useUpdateList(list._id);
  const online = useOnlineNow();
  if (!list.shops) return null;
  const current = update.isPending ? (update.variables?.shop_id ?? '') : (list.shop_id ?? '');
  return (
    <div className="shopping-shop-choice">
      <label htmlFor={id} className="shopping-move-aisle__label">
        Shop
      </label>
      {list.shops.length === 0 ? (
        <p className="shopping-cleanup__note" id={`${id}-none`}>
          Name your shops under “Order aisles” to walk this list in a shop’s own order.
        </p>
      ) : null}
      <select
        id={id}
        className="form-control shopping-shop-choice__select"
        value={current}
        disabled={!online || update.isPending || list.shops.length === 0}
        aria-describedby={list.shops.length === 0 ? `${id}-none` : undefined}
        onChange={(event) => {
          const shopId = event.target.value === '' ? null : event.target.value;
          const name = list.shops?.find((shop) => shop.id === shopId)?.name;
          update.mutate(
            { shop_id: shopId },
            {
              onSuccess: () =>
                toast.success(
                  name
                    ? `This list follows the order of “${name}” now.`
                    : 'This list follows your household’s order now.',
                ),
              onError: (error) => toast.error(`We could not change the shop. ${error.message}`),
            },
          );
        }}
      >
        <option value="">No shop (household order)</option>
        {list.shops.map((shop) => (
          <option key={shop.id} value={shop.id}>
            {shop.name}
          </option>
        ))}
      </select>
    </div>
  );
}
