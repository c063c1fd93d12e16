import type { HouseholdShop } from '@family-recipes/shared';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { useAddShop, useRemoveShop, useRenameShop } from '../api/aisles-api';
import { shoppingMessages } from '../messages';

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
  const t = useT(shoppingMessages);
  const shared = useSharedText();
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
        toast.success(t('shopAdded', { name: added.name }));
        setName('');
        onTarget(added.id);
        input.current?.focus();
      },
      onError: (error) => toast.error(t('shopAddFailed', { reason: shared(error.message) })),
    });

  return (
    <fieldset className="shopping-shops">
      <legend className="shopping-move-aisle__label">{t('shops')}</legend>
      <label htmlFor={select} className="shopping-shops__label">
        {t('orderFor')}
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
        <option value="">{t('householdOrder')}</option>
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
            {t('renameShop')}
          </Button>
          <Button
            variant="secondary"
            aria-expanded={editing === 'remove'}
            onClick={() => setEditing(editing === 'remove' ? null : 'remove')}
          >
            {t('removeShop')}
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
        {t('newShop')}
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
          {t('addShop')}
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
  const t = useT(shoppingMessages);
  const shared = useSharedText();
  const field = useId();
  const [value, setValue] = useState(shop.name);
  const rename = useRenameShop();
  const save = () =>
    rename.mutate(
      { id: shop.id, name: value.trim() },
      {
        onSuccess: () => {
          toast.success(t('shopRenamed', { name: value.trim() }));
          onClose();
        },
        onError: (error) => toast.error(t('shopRenameFailed', { reason: shared(error.message) })),
      },
    );
  return (
    <div
      className="shopping-aisle-order__edit"
      role="group"
      aria-label={t('renameNamed', { name: shop.name })}
    >
      <label htmlFor={field} className="shopping-shops__label">
        {t('newNameFor', { name: shop.name })}
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
          {t('saveName')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
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
  const t = useT(shoppingMessages);
  const shared = useSharedText();
  const remove = useRemoveShop();
  return (
    <div
      className="shopping-confirm"
      role="group"
      aria-label={t('removeNamed', { name: shop.name })}
    >
      <p className="shopping-confirm__text">{t('removeShopQuestion', { name: shop.name })}</p>
      <div className="shopping-form__row">
        <Button
          variant="danger"
          disabled={!online || remove.isPending}
          onClick={() =>
            remove.mutate(shop.id, {
              onSuccess: () => {
                toast.success(t('removedNamed', { name: shop.name }));
                onClose(true);
              },
              onError: (error) =>
                toast.error(t('shopRemoveFailed', { reason: shared(error.message) })),
            })
          }
        >
          {t('removeQuoted', { name: shop.name })}
        </Button>
        <Button variant="secondary" onClick={() => onClose(false)}>
          {t('keepIt')}
        </Button>
      </div>
    </div>
  );
}
