import type { ShoppingList } from '@family-recipes/shared';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { useUpdateList } from '../api/shopping-api';
import { shoppingMessages } from '../messages';
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
  const t = useT(shoppingMessages);
  const shared = useSharedText();
  const id = useId();
  const update = useUpdateList(list._id);
  const online = useOnlineNow();
  if (!list.shops) return null;
  const current = update.isPending ? (update.variables?.shop_id ?? '') : (list.shop_id ?? '');
  return (
    <div className="shopping-shop-choice">
      <label htmlFor={id} className="shopping-move-aisle__label">
        {t('shop')}
      </label>
      {list.shops.length === 0 ? (
        <p className="shopping-cleanup__note" id={`${id}-none`}>
          {t('nameShopsHint')}
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
                toast.success(name ? t('followsShop', { name }) : t('followsHousehold')),
              onError: (error) =>
                toast.error(t('shopChangeFailed', { reason: shared(error.message) })),
            },
          );
        }}
      >
        <option value="">{t('noShop')}</option>
        {list.shops.map((shop) => (
          <option key={shop.id} value={shop.id}>
            {shop.name}
          </option>
        ))}
      </select>
    </div>
  );
}
