import { createListSchema, KITCHEN_LIMITS, type ShoppingList } from '@family-recipes/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { fieldIds, FormField } from '../../../components/ui/form-field';
import { toastWithLink } from '../../../components/ui/link-toast';
import { usePlanShoppingLists, useWeekToList, useWeekToListPreview } from '../api/plan-extras-api';
import { addDays, dayAndMonth, todayOf } from '../plan-dates';
import { useLanguage, useT } from '../../../i18n/language';
import { mealPlanMessages } from '../messages';
import { Button } from '../../../components/ui/button';
import { FieldInput } from '../../../components/ui/field-input';
import { NEW_LIST, ShoppingListSelect } from '../../../components/ui/shopping-list-select';
import { useWeekChoice } from './week-to-list-choice';
import { WeekDaysChoice, WeekRecipesChoice } from './week-to-list-preview';

/**
 * "Add this week to a shopping list": the week's recipes, as the cook chose them in the preview,
 * into one list. The page gives each week its own (keyed by its Monday), so a new list is named
 * after the week shown (its first day, `start`). `today` is the cook's own day (todayOf).
 */
export function WeekToList({
  start,
  planned,
  today = todayOf(),
}: {
  start: string;
  planned: number;
  today?: string;
}) {
  const t = useT(mealPlanMessages);
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
        {t('shoppingTitle')}
      </h2>
      <p className="plan-panel__text">{t('shoppingLead')}</p>
      {planned === 0 ? (
        <p className="plan-panel__text">{t('planFirst')}</p>
      ) : !open ? (
        <div className="plan-panel__buttons">
          <Button ref={opener} variant="primary" onClick={() => setOpen(true)}>
            {t('addWeekToList')}
          </Button>
        </div>
      ) : (
        <WeekToListForm start={start} today={today} onClose={() => setOpen(false)} />
      )}
    </section>
  );
}

/** The preview: days, each recipe's lines, and the list they go on. */
function WeekToListForm({
  start,
  today,
  onClose,
}: {
  start: string;
  today: string;
  onClose: () => void;
}) {
  const t = useT(mealPlanMessages);
  const { language } = useLanguage();
  const prefix = useId();
  const end = addDays(start, 6);
  const preview = useWeekToListPreview(start, end);
  const choice = useWeekChoice(start, today, preview.data);
  const lists = usePlanShoppingLists(true);
  const toList = useWeekToList();
  const navigate = useNavigate();
  const [choiceList, setChoiceList] = useState('');
  const [newName, setNewName] = useState(() =>
    t('newListName', { day: dayAndMonth(start, language) }),
  );
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
      text: t('weekOnList', { list: list.name }),
      link: t('openList'),
      path: `/shopping-lists/${list._id}`,
      id: 'week-to-list',
    });
    onClose();
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (choice.count === 0) {
      setLinesError(t('nothingTicked'));
      return;
    }
    setLinesError(undefined);
    const body = {
      from: start,
      to: end,
      includeStaples: true,
      days: [...choice.days].sort(),
      skip: choice.skip,
    };
    const failed = (error: Error) => toast.error(t('weekToListFailed', { error: error.message }));
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
        {t('chooseLines')}
      </h3>
      <WeekDaysChoice start={start} today={today} choice={choice} />
      {preview.isPending ? (
        <p className="plan-panel__text" role="status">
          {t('readingRecipes')}
        </p>
      ) : preview.isError ? (
        <div role="alert">
          <p className="plan-panel__text">{t('recipesFailed', { error: preview.error.message })}</p>
          <Button variant="secondary" onClick={() => void preview.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : (
        <WeekRecipesChoice today={today} choice={choice} />
      )}
      {lists.isPending ? (
        <p className="plan-panel__text" role="status">
          {t('findingLists')}
        </p>
      ) : (
        <>
          {lists.isError && (
            <p className="plan-panel__text" role="alert">
              {t('listsFailed', { error: lists.error.message })}
            </p>
          )}
          <FormField ids={listIds} label={t('shoppingList')} marker={false}>
            <ShoppingListSelect
              ids={listIds}
              lists={available}
              value={chosen}
              onChange={setChoiceList}
              newLabel={t('newList')}
            />
          </FormField>
          {chosen === NEW_LIST && (
            <FormField ids={nameIds} label={t('newListLabel')} marker={false} error={nameError}>
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
          {choice.count === 0 ? t('addToList') : t('addLines', { count: choice.count })}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
