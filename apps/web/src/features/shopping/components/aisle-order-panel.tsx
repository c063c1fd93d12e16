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
import { ONLINE_ONLY, useOnlineNow } from '../use-online-now';
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
  const aisles = useHouseholdAisles();
  if (aisles.isPending) return <p className="shopping-cleanup__note">Loading the aisles…</p>;
  if (aisles.isError) {
    return (
      <div className="shopping-aisle-order" role="alert">
        <p className="shopping-cleanup__note">
          We could not load the aisles. {aisles.error.message}
        </p>
        <Button variant="secondary" onClick={() => void aisles.refetch()}>
          Try again
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
  const saved = shop ? shop.order : aisles.order;
  const names = new Map(aisles.aisles.map((aisle) => [aisle.id, aisle.name]));
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
      toast.success(
        shop
          ? `The aisles are in the order of “${shop.name}” now.`
          : 'The aisles are in your order now.',
      );
      onDone();
    },
    onError: (error: Error) => toast.error(`We could not save the order. ${error.message}`),
  };
  const submit = () =>
    shop ? saveShop.mutate({ id: shop.id, order }, done) : saveHousehold.mutate(order, done);

  return (
    <form
      aria-label="Order aisles"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="shopping-cleanup__note">
        {shop
          ? `Put the aisles in the order you walk through “${shop.name}”. Lists set to it follow this order.`
          : 'Put the aisles in the order you walk through your shop. Everyone in your household sees their lists in this order.'}
      </p>
      <ol className="shopping-aisle-order__list">
        {order.map((aisle, index) => {
          const name = names.get(aisle) ?? aisle;
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
      {!online && <p className="shopping-cleanup__note">{ONLINE_ONLY}</p>}
      <SubmitOrCancel
        className="shopping-form__buttons"
        submit="Save order"
        busy={!online || save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/** A name and Add: the aisle is the household's at once, last in every order. */
function AddAisle({ online }: { online: boolean }) {
  const field = useId();
  const [name, setName] = useState('');
  const add = useAddAisle();
  const input = useRef<HTMLInputElement>(null);
  const submit = () =>
    add.mutate(name.trim(), {
      onSuccess: (aisle) => {
        toast.success(`“${aisle.name}” is added, last in every order.`);
        setName('');
        input.current?.focus();
      },
      onError: (error) => toast.error(`We could not add the aisle. ${error.message}`),
    });
  return (
    <form
      className="shopping-aisles__add"
      aria-label="Add an aisle"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={field} className="shopping-move-aisle__label">
        New aisle
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
          Add
        </Button>
      </div>
    </form>
  );
}
