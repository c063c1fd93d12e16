import {
  KITCHEN_LIMITS,
  updateItemSchema,
  type ShoppingItem,
  type UpdateItemInput,
} from '@family-recipes/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { controlProps, fieldIds, FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { useCheckItem, useEditItem, useRemoveItem } from '../api/shopping-api';
import { lineText, sourcesText } from '../shopping-lines';
import { useShoppingForm } from './use-shopping-form';

/**
 * One line of the list: a big box to tick off, where it came from, and Edit and Remove.
 * `continued` marks a further line of the ingredient above (an amount that could not be added to it).
 */
export function ShoppingItemRow({
  listId,
  item,
  continued = false,
}: {
  listId: string;
  item: ShoppingItem;
  continued?: boolean;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const check = useCheckItem(listId);
  const remove = useRemoveItem(listId);
  const text = lineText(item);
  const from = sourcesText(item.sources);

  const toggle = (checked: boolean) =>
    check.mutate(
      { itemId: item._id, checked },
      {
        onError: (error) =>
          toast.error(
            `We could not ${checked ? 'tick off' : 'untick'} “${text}”. ${isApiError(error) ? error.message : ''}`.trim(),
          ),
      },
    );

  const removeLine = () =>
    remove.mutate(item._id, {
      onSuccess: () => toast.success(`Removed “${text}”.`),
      onError: (error) => toast.error(`We could not remove “${text}”. ${error.message}`),
    });

  if (editing) {
    return (
      <li className="shopping-item shopping-item--editing">
        <EditLineForm listId={listId} item={item} text={text} onDone={() => setEditing(false)} />
      </li>
    );
  }

  return (
    <li
      className={[
        'shopping-item',
        item.checked ? 'shopping-item--checked' : '',
        continued ? 'shopping-item--continued' : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <input
        id={id}
        type="checkbox"
        className="shopping-item__box"
        checked={item.checked}
        onChange={(event) => toggle(event.target.checked)}
        aria-describedby={from ? `${id}-from` : undefined}
      />
      <div className="shopping-item__text">
        <label htmlFor={id} className="shopping-item__label">
          {text}
        </label>
        {from && (
          <p id={`${id}-from`} className="shopping-item__from">
            {from}
          </p>
        )}
      </div>
      <div className="shopping-item__actions">
        <button
          type="button"
          className="button button--secondary shopping-item__action"
          aria-label={`Edit ${text}`}
          onClick={() => setEditing(true)}
        >
          Edit
        </button>
        <button
          type="button"
          className="button button--secondary shopping-item__action"
          aria-label={`Remove ${text}`}
          disabled={remove.isPending}
          onClick={removeLine}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

type EditValues = { text: string };

/** The line typed again ("3 lemons"); the server reads it as it reads any ingredient line. */
function EditLineForm({
  listId,
  item,
  text,
  onDone,
}: {
  listId: string;
  item: ShoppingItem;
  text: string;
  onDone: () => void;
}) {
  const prefix = useId();
  const edit = useEditItem(listId);
  const form = useShoppingForm<EditValues, UpdateItemInput>(updateItemSchema, { text }, ['text']);
  const ids = fieldIds(prefix, 'line');
  const error = form.formState.errors.text?.message;

  const save = (values: UpdateItemInput) =>
    edit.mutate(
      { itemId: item._id, text: values.text ?? text },
      {
        onSuccess: () => {
          toast.success('Line changed.');
          onDone();
        },
        onError: (failure) => form.failed(failure, 'We could not change that line.'),
      },
    );

  return (
    <form
      className="shopping-form shopping-form--inline"
      noValidate
      onSubmit={(event) => void form.handleSubmit(save)(event)}
    >
      <FormField ids={ids} label={`Change “${text}”`} marker={false} error={error}>
        <input
          {...controlProps(ids, { error })}
          {...form.register('text')}
          className="form-control"
          type="text"
          // The field opens in place of the line the cook chose to change.
          autoFocus
          maxLength={KITCHEN_LIMITS.itemTextMax}
        />
      </FormField>
      <div className="shopping-form__buttons">
        <button type="submit" className="button button--primary" disabled={edit.isPending}>
          Save
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
