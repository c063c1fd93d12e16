import { createListSchema, KITCHEN_LIMITS, type ShoppingList } from '@family-recipes/shared';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { fieldIds, FormField } from '../../../components/ui/form-field';
import { toastWithLink } from '../../../components/ui/link-toast';
import { usePlanShoppingLists, useWeekToList } from '../api/plan-extras-api';
import { addDays, dayAndMonth } from '../plan-dates';
import { Button } from '../../../components/ui/button';
import { FieldInput } from '../../../components/ui/field-input';
import { NEW_LIST, ShoppingListSelect } from '../../../components/ui/shopping-list-select';

/**
 * "Add this week to a shopping list": every recipe planned this week, into one list. The page
 * gives each week its own (keyed by its Monday), so a new list is named after the week shown.
 */
export function WeekToList({ monday, planned }: { monday: string; planned: number }) {
  const prefix = useId();
  const [open, setOpen] = useState(false);
  const lists = usePlanShoppingLists(open);
  const toList = useWeekToList();
  const navigate = useNavigate();
  const [choice, setChoice] = useState('');
  const [newName, setNewName] = useState(() => `Week of ${dayAndMonth(monday)}`);
  const [nameError, setNameError] = useState<string | undefined>();
  const listIds = fieldIds(prefix, 'list');
  const nameIds = fieldIds(prefix, 'name');
  const available = lists.data ?? [];
  const chosen = choice || (available[0]?._id ?? NEW_LIST);

  const added = (list: ShoppingList) => {
    const path = `/shopping-lists/${list._id}`;
    toastWithLink(navigate, {
      text: `This week’s recipes are on ${list.name}.`,
      link: 'Open the list',
      path,
      id: 'week-to-list',
    });
    setOpen(false);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    const range = { from: monday, to: addDays(monday, 6) };
    const failed = (error: Error) =>
      toast.error(`We could not add this week to the list. ${error.message}`);
    if (chosen !== NEW_LIST) {
      toList.mutate({ ...range, listId: chosen }, { onSuccess: added, onError: failed });
      return;
    }
    const name = createListSchema.shape.name.safeParse(newName);
    if (!name.success) {
      setNameError(name.error.issues[0]?.message);
      return;
    }
    setNameError(undefined);
    toList.mutate({ ...range, newName: name.data }, { onSuccess: added, onError: failed });
  };

  return (
    <section className="plan-panel" aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className="plan-panel__title">
        Shopping for this week
      </h2>
      <p className="plan-panel__text">
        Put the ingredients of every recipe planned this week on a shopping list. Amounts of the
        same thing are added together.
      </p>
      {planned === 0 ? (
        <p className="plan-panel__text">Plan a recipe or two first, then come back here.</p>
      ) : !open ? (
        <div className="plan-panel__buttons">
          <Button variant="primary" onClick={() => setOpen(true)}>
            Add this week to a shopping list
          </Button>
        </div>
      ) : lists.isPending ? (
        <p className="plan-panel__text" role="status">
          Finding your lists…
        </p>
      ) : (
        <form
          className="plan-form"
          noValidate
          aria-label="Add this week to a shopping list"
          onSubmit={send}
        >
          {lists.isError && (
            <p className="plan-panel__text" role="alert">
              We could not load your lists ({lists.error.message}). You can still start a new one.
            </p>
          )}
          <FormField ids={listIds} label="Shopping list" marker={false}>
            <ShoppingListSelect
              ids={listIds}
              lists={available}
              value={chosen}
              onChange={setChoice}
              newLabel="A new list…"
            />
          </FormField>
          {chosen === NEW_LIST && (
            <FormField ids={nameIds} label="Name of the new list" marker={false} error={nameError}>
              <FieldInput
                ids={nameIds}
                error={nameError}
                maxLength={KITCHEN_LIMITS.listNameMax}
                value={newName}
                onChange={(event) => setNewName(event.target.value)}
              />
            </FormField>
          )}
          <div className="plan-panel__buttons">
            <Button variant="primary" type="submit" disabled={toList.isPending}>
              Add to the list
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
