import type { HouseholdShop } from '@family-recipes/shared';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { useAddShop, useRemoveShop, useRenameShop } from '../api/aisles-api';

/**
 * Whose order the panel shows: the household's (lists set to no shop) or one shop's. A cook
 * names a shop here, renames the one chosen, or removes it (its lists follow the household's
 * order again).
 */
export function ShopPicker({
  shops,
  target,
  online,
  onTarget,
}: {
  shops: HouseholdShop[];
  target: string;
  online: boolean;
  onTarget: (shopId: string) => void;
}) {
  const select = useId();
  const field = useId();
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<'rename' | 'remove' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLSelectElement>(null);
  const add = useAddShop();
  const shop = shops.find((entry) => entry.id === target);

  const submit = () =>
    add.mutate(name.trim(), {
      onSuccess: (added) => {
        toast.success(`“${added.name}” is added. Put its aisles in order below.`);
        setName('');
        onTarget(added.id);
        input.current?.focus();
      },
      onError: (error) => toast.error(`We could not add the shop. ${error.message}`),
    });

  return (
    <fieldset className="shopping-shops">
      <legend className="shopping-move-aisle__label">Shops</legend>
      <label htmlFor={select} className="shopping-shops__label">
        Order for
      </label>
      <select
        id={select}
        ref={picker}
        className="form-control shopping-shop-choice__select"
        value={target}
        onChange={(event) => {
          setEditing(null);
          onTarget(event.target.value);
        }}
      >
        <option value="">Household (lists with no shop)</option>
        {shops.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.name}
          </option>
        ))}
      </select>
      {shop && (
        <div className="shopping-form__row">
          <Button
            variant="secondary"
            aria-expanded={editing === 'rename'}
            onClick={() => setEditing(editing === 'rename' ? null : 'rename')}
          >
            Rename shop
          </Button>
          <Button
            variant="secondary"
            aria-expanded={editing === 'remove'}
            onClick={() => setEditing(editing === 'remove' ? null : 'remove')}
          >
            Remove shop
          </Button>
        </div>
      )}
      {shop && editing === 'rename' && (
        <RenameShop
          shop={shop}
          online={online}
          onClose={() => {
            setEditing(null);
            picker.current?.focus();
          }}
        />
      )}
      {shop && editing === 'remove' && (
        <RemoveShop
          shop={shop}
          online={online}
          onClose={(removed) => {
            setEditing(null);
            if (removed) onTarget('');
            picker.current?.focus();
          }}
        />
      )}
      <label htmlFor={field} className="shopping-shops__label">
        New shop
      </label>
      <div className="shopping-form__row">
        <input
          id={field}
          ref={input}
          className="form-control"
          value={name}
          maxLength={40}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Button
          variant="secondary"
          disabled={!online || add.isPending || name.trim() === ''}
          onClick={submit}
        >
          Add shop
        </Button>
      </div>
    </fieldset>
  );
}

function RenameShop({
  shop,
  online,
  onClose,
}: {
  shop: HouseholdShop;
  online: boolean;
  onClose: () => void;
}) {
  const field = useId();
  const [value, setValue] = useState(shop.name);
  const rename = useRenameShop();
  const save = () =>
    rename.mutate(
      { id: shop.id, name: value.trim() },
      {
        onSuccess: () => {
          toast.success(`The shop is called “${value.trim()}” now.`);
          onClose();
        },
        onError: (error) => toast.error(`We could not rename the shop. ${error.message}`),
      },
    );
  return (
    <div className="shopping-aisle-order__edit" role="group" aria-label={`Rename ${shop.name}`}>
      <label htmlFor={field} className="shopping-shops__label">
        New name for {shop.name}
      </label>
      <div className="shopping-form__row">
        <input
          id={field}
          className="form-control"
          value={value}
          maxLength={40}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            }
          }}
        />
        <Button variant="primary" disabled={!online || rename.isPending} onClick={save}>
          Save name
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

function RemoveShop({
  shop,
  online,
  onClose,
}: {
  shop: HouseholdShop;
  online: boolean;
  onClose: (removed: boolean) => void;
}) {
  const remove = useRemoveShop();
  return (
    <div className="shopping-confirm" role="group" aria-label={`Remove ${shop.name}`}>
      <p className="shopping-confirm__text">
        Remove “{shop.name}”? Its lists follow your household’s order again.
      </p>
      <div className="shopping-form__row">
        <Button
          variant="danger"
          disabled={!online || remove.isPending}
          onClick={() =>
            remove.mutate(shop.id, {
              onSuccess: () => {
                toast.success(`“${shop.name}” is removed.`);
                onClose(true);
              },
              onError: (error) => toast.error(`We could not remove the shop. ${error.message}`),
            })
          }
        >
          Remove “{shop.name}”
        </Button>
        <Button variant="secondary" onClick={() => onClose(false)}>
          Keep it
        </Button>
      </div>
    </div>
  );
}
