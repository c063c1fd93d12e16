import { createListSchema, KITCHEN_LIMITS, type ShoppingList } from '@family-recipes/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { fieldIds, FormField } from '../../../components/ui/form-field';
import { toastWithLink } from '../../../components/ui/link-toast';
import { usePlanShoppingLists, useWeekToList, useWeekToListPreview } from '../api/plan-extras-api';
import { addDays, dayAndMonth, todayOf } from '../plan-dates';
import { Button } from '../../../components/ui/button';
import { FieldInput } from '../../../components/ui/field-input';
import { NEW_LIST, ShoppingListSelect } from '../../../components/ui/shopping-list-select';
import { useWeekChoice } from './week-to-list-choice';
import { WeekDaysChoice, WeekRecipesChoice } from './week-to-list-preview';

const NOTHING_TICKED = 'Tick at least one line to add.';

/** "Add 1 line to the list", "Add 12 lines to the list"; "Add to the list" while none is ticked. */
const addLabel = (count: number) =>
  count === 0 ? 'Add to the list' : `Add ${count} ${count === 1 ? 'line' : 'lines'} to the list`;

/**
 * "Add this week to a shopping list": the week's recipes, as the cook chose them in the preview,
 * into one list. The page gives each week its own (keyed by its Monday), so a new list is named
 * after the week shown. `today` is the cook's own day (todayOf).
 */
export function WeekToList({
  monday,
  planned,
  today = todayOf(),
}: {
  monday: string;
  planned: number;
  today?: string;
}) {
  const prefix = useId();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    // Back to the button that opened the preview once it closes.
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <section className="plan-panel" aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className="plan-panel__title">
        Shopping for this week
      </h2>
      <p className="plan-panel__text">
        Put the ingredients of the recipes planned this week on a shopping list. Amounts of the same
        thing are added together.
      </p>
      {planned === 0 ? (
        <p className="plan-panel__text">Plan a recipe or two first, then come back here.</p>
      ) : !open ? (
        <div className="plan-panel__buttons">
          <Button ref={opener} variant="primary" onClick={() => setOpen(true)}>
            Add this week to a shopping list
          </Button>
        </div>
      ) : (
        <WeekToListForm monday={monday} today={today} onClose={() => setOpen(false)} />
      )}
    </section>
  );
}

/** The preview: days, each recipe's lines, and the list they go on. */
function WeekToListForm({
  monday,
  today,
  onClose,
}: {
  monday: string;
  today: string;
  onClose: () => void;
}) {
  const prefix = useId();
  const sunday = addDays(monday, 6);
  const preview = useWeekToListPreview(monday, sunday);
  const choice = useWeekChoice(monday, today, preview.data);
  const lists = usePlanShoppingLists(true);
  const toList = useWeekToList();
  const navigate = useNavigate();
  const [choiceList, setChoiceList] = useState('');
  const [newName, setNewName] = useState(() => `Week of ${dayAndMonth(monday)}`);
  const [nameError, setNameError] = useState<string | undefined>();
  const [linesError, setLinesError] = useState<string | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const listIds = fieldIds(prefix, 'list');
  const nameIds = fieldIds(prefix, 'name');
  const available = lists.data ?? [];
  const chosen = choiceList || (available[0]?._id ?? NEW_LIST);

  useEffect(() => heading.current?.focus(), []);

  const added = (list: ShoppingList) => {
    toastWithLink(navigate, {
      text: `This week’s recipes are on ${list.name}.`,
      link: 'Open the list',
      path: `/shopping-lists/${list._id}`,
      id: 'week-to-list',
    });
    onClose();
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (choice.count === 0) {
      setLinesError(NOTHING_TICKED);
      return;
    }
    setLinesError(undefined);
    const body = {
      from: monday,
      to: sunday,
      includeStaples: true,
      days: [...choice.days].sort(),
      skip: choice.skip,
    };
    const failed = (error: Error) =>
      toast.error(`We could not add this week to the list. ${error.message}`);
    if (chosen !== NEW_LIST) {
      toList.mutate({ ...body, listId: chosen }, { onSuccess: added, onError: failed });
      return;
    }
    const name = createListSchema.shape.name.safeParse(newName);
    if (!name.success) {
      setNameError(name.error.issues[0]?.message);
      return;
    }
    setNameError(undefined);
    toList.mutate({ ...body, newName: name.data }, { onSuccess: added, onError: failed });
  };

  return (
    <form
      className="plan-form week-list"
      noValidate
      aria-labelledby={`${prefix}-heading`}
      onSubmit={send}
    >
      <h3 id={`${prefix}-heading`} ref={heading} tabIndex={-1} className="week-list__heading">
        Choose what goes on the list
      </h3>
      <WeekDaysChoice monday={monday} today={today} choice={choice} />
      {preview.isPending ? (
        <p className="plan-panel__text" role="status">
          Reading this week’s recipes…
        </p>
      ) : preview.isError ? (
        <div role="alert">
          <p className="plan-panel__text">
            We could not read this week’s recipes ({preview.error.message}).
          </p>
          <Button variant="secondary" onClick={() => void preview.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <WeekRecipesChoice today={today} choice={choice} />
      )}
      {lists.isPending ? (
        <p className="plan-panel__text" role="status">
          Finding your lists…
        </p>
      ) : (
        <>
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
              onChange={setChoiceList}
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
        </>
      )}
      {linesError && (
        <p className="week-list__error" role="alert">
          {linesError}
        </p>
      )}
      <div className="plan-panel__buttons">
        <Button
          variant="primary"
          type="submit"
          disabled={toList.isPending || preview.isPending || lists.isPending}
        >
          {addLabel(choice.count)}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
