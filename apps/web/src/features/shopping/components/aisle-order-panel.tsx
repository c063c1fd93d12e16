import type { Aisle } from '@family-recipes/shared';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { SubmitOrCancel } from '../../../components/ui/form-buttons';
import { useHouseholdAisles, useOrderAisles } from '../api/list-cleanup-api';
import { aisleHeading } from '../shopping-lines';
import { ONLINE_ONLY, useOnlineNow } from '../use-online-now';
import { Button } from '../../../components/ui/button';

/**
 * The household's aisles in the order of its shop, each moved up or down a place with a button;
 * saved for the whole household. Loaded only when the cook opens it.
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
  return <OrderForm initial={aisles.data.order} onDone={onDone} />;
}

function OrderForm({ initial, onDone }: { initial: Aisle[]; onDone: () => void }) {
  const [order, setOrder] = useState(initial);
  const save = useOrderAisles();
  const online = useOnlineNow();
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    const aisle = order[index];
    if (aisle === undefined || to < 0 || to >= order.length) return;
    const next = [...order];
    next.splice(index, 1);
    next.splice(to, 0, aisle);
    setOrder(next);
    // The focus stays with the aisle that moved; at the top or bottom, on its other button.
    const edge = to === 0 ? 'down' : to === next.length - 1 ? 'up' : by === -1 ? 'up' : 'down';
    requestAnimationFrame(() => buttons.current.get(`${aisle}:${edge}`)?.focus());
  };

  const submit = () =>
    save.mutate(order, {
      onSuccess: () => {
        toast.success('The aisles are in your order now.');
        onDone();
      },
      onError: (error) => toast.error(`We could not save the order. ${error.message}`),
    });

  return (
    <form
      className="shopping-aisle-order"
      aria-label="Order aisles"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="shopping-cleanup__note">
        Put the aisles in the order you walk through your shop. Everyone in your household sees
        their lists in this order.
      </p>
      <ol className="shopping-aisle-order__list">
        {order.map((aisle, index) => {
          const name = aisleHeading(aisle);
          return (
            <li key={aisle} className="shopping-aisle-order__aisle">
              <span className="shopping-aisle-order__name">{name}</span>
              <Button
                variant="secondary"
                className="shopping-aisle-order__move"
                ref={(node) => void buttons.current.set(`${aisle}:up`, node)}
                aria-label={`Move ${name} up`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                Up
              </Button>
              <Button
                variant="secondary"
                className="shopping-aisle-order__move"
                ref={(node) => void buttons.current.set(`${aisle}:down`, node)}
                aria-label={`Move ${name} down`}
                disabled={index === order.length - 1}
                onClick={() => move(index, 1)}
              >
                Down
              </Button>
            </li>
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
