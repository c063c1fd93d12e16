import {
  getShoppingList,
  orderOfAisles,
  type HouseholdAisles,
  type ShoppingList,
} from '@family-recipes/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useParams } from 'react-router';
import { SubmitOrCancel } from '../../../components/ui/form-buttons';
import { endpointKey } from '../../../lib/endpoint-query';
import { useAddAisle, useOrderShop } from '../api/aisles-api';
import { useHouseholdAisles, useOrderAisles } from '../api/list-cleanup-api';
import { useOnlineNow } from '../use-online-now';
import { useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { shoppingMessages } from '../messages';
import { aisleHeadings } from '../shopping-lines';
import { Button } from '../../../components/ui/button';
import { AisleRow } from './aisle-row';
import { ShopPicker } from './shop-picker';
import './aisles.css';

/**
 * The household's aisles (decision 048): in the order of its shop, or of one of its named
 * shops, each moved up or down a place with a button and saved for the whole household; an
 * aisle added, renamed or removed at once. Loaded only when the cook opens it.
 */
export default function AisleOrderPanel({ onDone }: { onDone: () => void }) {
  const t = useT(shoppingMessages);
  const shared = useSharedText();
  const aisles = useHouseholdAisles();
  if (aisles.isPending) return <p className="shopping-cleanup__note">{t('loadingAisles')}</p>;
  if (aisles.isError) {
    return (
      <div className="shopping-aisle-order" role="alert">
        <p className="shopping-cleanup__note">
          {t('aislesLoadFailed', { reason: shared(aisles.error.message) })}
        </p>
        <Button variant="secondary" onClick={() => void aisles.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  return <AislesEditor aisles={aisles.data} onDone={onDone} />;
}

/** How many lines of the list open on this page are in each aisle. */
function useLinesByAisle(): Map<string, number> {
  const { id = '' } = useParams();
  const list = useQueryClient().getQueryData<ShoppingList>(
    endpointKey(getShoppingList, { params: { id } }),
  );
  const counts = new Map<string, number>();
  for (const item of list?.items ?? []) counts.set(item.aisle, (counts.get(item.aisle) ?? 0) + 1);
  return counts;
}

function AislesEditor({ aisles, onDone }: { aisles: HouseholdAisles; onDone: () => void }) {
  const [target, setTarget] = useState('');
  const online = useOnlineNow();
  const shop = aisles.shops.find((entry) => entry.id === target);
  return (
    <div className="shopping-aisle-order">
      <ShopPicker
        shops={aisles.shops}
        target={shop?.id ?? ''}
        online={online}
        onTarget={setTarget}
      />
      <OrderForm key={shop?.id ?? ''} aisles={aisles} shop={shop} online={online} onDone={onDone} />
      <AddAisle online={online} />
    </div>
  );
}

function OrderForm({
  aisles,
  shop,
  online,
  onDone,
}: {
  aisles: HouseholdAisles;
  shop: HouseholdAisles['shops'][number] | undefined;
  online: boolean;
  onDone: () => void;
}) {
  const t = useT(shoppingMessages);
  const shared = useSharedText();
  const saved = shop ? shop.order : aisles.order;
  const names = new Map(aisles.aisles.map((aisle) => [aisle.id, aisle.name]));
  const headings = aisleHeadings([...names.keys()], t, Object.fromEntries(names));
  // The order as the cook moved it; aisles added or removed meanwhile join or leave it.
  const [moved, setMoved] = useState<string[] | null>(null);
  const order = moved ? orderOfAisles(moved, names) : saved;
  const saveHousehold = useOrderAisles();
  const saveShop = useOrderShop();
  const save = shop ? saveShop : saveHousehold;
  const lines = useLinesByAisle();
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const focus = (key: string) => requestAnimationFrame(() => buttons.current.get(key)?.focus());

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    const aisle = order[index];
    if (aisle === undefined || to < 0 || to >= order.length) return;
    const next = [...order];
    next.splice(index, 1);
    next.splice(to, 0, aisle);
    setMoved(next);
    // The focus stays with the aisle that moved; at the top or bottom, on its other button.
    const edge = to === 0 ? 'down' : to === next.length - 1 ? 'up' : by === -1 ? 'up' : 'down';
    focus(`${aisle}:${edge}`);
  };

  const done = {
    onSuccess: () => {
      toast.success(shop ? t('orderOfShop', { name: shop.name }) : t('orderOfYours'));
      onDone();
    },
    onError: (error: Error) => toast.error(t('orderSaveFailed', { reason: shared(error.message) })),
  };
  const submit = () =>
    shop ? saveShop.mutate({ id: shop.id, order }, done) : saveHousehold.mutate(order, done);

  return (
    <form
      aria-label={t('orderAisles')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="shopping-cleanup__note">
        {shop ? t('orderShopNote', { name: shop.name }) : t('orderHouseholdNote')}
      </p>
      <ol className="shopping-aisle-order__list">
        {order.map((aisle, index) => {
          const name = headings[aisle] ?? aisle;
          return (
            <AisleRow
              key={aisle}
              id={aisle}
              name={name}
              index={index}
              last={index === order.length - 1}
              lines={lines.get(aisle) ?? 0}
              online={online}
              onMove={(by) => move(index, by)}
              buttonRef={(key, node) => void buttons.current.set(key, node)}
              onRemoved={() => focus(`${order[index + 1] ?? order[index - 1] ?? 'other'}:rename`)}
            />
          );
        })}
      </ol>
      {!online && <p className="shopping-cleanup__note">{t('onlineOnly')}</p>}
      <SubmitOrCancel
        className="shopping-form__buttons"
        submit={t('saveOrder')}
        busy={!online || save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/** A name and Add: the aisle is the household's at once, last in every order. */
function AddAisle({ online }: { online: boolean }) {
  const t = useT(shoppingMessages);
  const shared = useSharedText();
  const field = useId();
  const [name, setName] = useState('');
  const add = useAddAisle();
  const input = useRef<HTMLInputElement>(null);
  const submit = () =>
    add.mutate(name.trim(), {
      onSuccess: (aisle) => {
        toast.success(t('aisleAdded', { name: aisle.name }));
        setName('');
        input.current?.focus();
      },
      onError: (error) => toast.error(t('aisleAddFailed', { reason: shared(error.message) })),
    });
  return (
    <form
      className="shopping-aisles__add"
      aria-label={t('addAisle')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={field} className="shopping-move-aisle__label">
        {t('newAisle')}
      </label>
      <div className="shopping-form__row">
        <input
          id={field}
          ref={input}
          className="form-control"
          value={name}
          maxLength={40}
          onChange={(event) => setName(event.target.value)}
        />
        <Button
          variant="secondary"
          type="submit"
          disabled={!online || add.isPending || name.trim() === ''}
        >
          {t('add')}
        </Button>
      </div>
    </form>
  );
}
