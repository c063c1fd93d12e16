import {
  addRecipeToListSchema,
  createListSchema,
  KITCHEN_LIMITS,
  PANTRY_MESSAGES,
  type AddRecipeToListInput,
  type Recipe,
  type ShoppingList,
} from '@family-recipes/shared';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Disclosure } from '../../../components/disclosure/disclosure';
import { ShoppingCart } from '../../../components/icons';
import { SubmitOrCancel } from '../../../components/ui/form-buttons';
import { controlProps, fieldIds, FormField } from '../../../components/ui/form-field';
import { toastWithLink } from '../../../components/ui/link-toast';
import { useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { isApiError } from '../../../lib/api-client';
import { useAddRecipeToList, useCreateList, useShoppingLists } from '../api/shopping-api';
import { shoppingMessages } from '../messages';
import { RecipeLinesChecklist, useRecipeLines } from './recipe-lines-checklist';
import { useCheckedForm } from '../../../components/ui/use-checked-form';
import './shopping.css';
import { CheckedForm } from '../../../components/ui/checked-form';
import { FieldInput } from '../../../components/ui/field-input';
import { NEW_LIST, ShoppingListSelect } from '../../../components/ui/shopping-list-select';

/** The first whole number of a serving text ("4-6 servings" is 4), within what a list accepts. */
export function servingsOf(serving: string): string {
  const found = /\d+/.exec(serving);
  if (!found) return '';
  const { min, max } = KITCHEN_LIMITS.servings;
  return String(Math.min(max, Math.max(min, Number(found[0]))));
}

type AddValues = { recipeId: string; servings: string; newName: string };

/**
 * "Add to shopping list" on a recipe page: the recipe's lines, scaled to the servings asked for,
 * are shown to tick off (the household's pantry staples unticked) and the ticked ones go onto
 * one of the cook's lists or a new one.
 */
export default function AddToShoppingList({ recipe }: { recipe: Recipe }) {
  const t = useT(shoppingMessages);
  return (
    <Disclosure
      className="add-to-list"
      buttonClassName="button button--secondary"
      icon={ShoppingCart}
      label={t('addToList')}
    >
      {(close) => <AddToListForm recipe={recipe} onDone={close} />}
    </Disclosure>
  );
}

function AddToListForm({ recipe, onDone }: { recipe: Recipe; onDone: () => void }) {
  const t = useT(shoppingMessages);
  const shared = useSharedText();
  const prefix = useId();
  const lists = useShoppingLists();
  const create = useCreateList();
  const add = useAddRecipeToList();
  const navigate = useNavigate();
  const form = useCheckedForm<AddValues, AddRecipeToListInput>(
    addRecipeToListSchema,
    { recipeId: recipe._id, servings: servingsOf(recipe.more.serving), newName: '' },
    ['servings'],
  );
  const [choice, setChoice] = useState('');
  const lines = useRecipeLines(recipe);
  const [linesError, setLinesError] = useState<string>();
  const ownLists = lists.data ?? [];
  const chosen = choice || (ownLists[0]?._id ?? NEW_LIST);
  const busy = create.isPending || add.isPending || lines.pantry.isPending;
  const listIds = fieldIds(prefix, 'list');
  const nameIds = fieldIds(prefix, 'name');
  const servingsIds = fieldIds(prefix, 'servings');
  const { errors } = form.formState;

  const added = (list: ShoppingList) => {
    const path = `/shopping-lists/${list._id}`;
    toastWithLink(navigate, {
      text: t('addedTo', { name: list.name }),
      link: t('openList'),
      path,
      id: 'added-to-list',
    });
    onDone();
  };

  const addTo = (listId: string, input: AddRecipeToListInput) =>
    add.mutate(
      { listId, ...input },
      {
        onSuccess: added,
        onError: (failure) => form.failed(failure, t('addRecipeFailed')),
      },
    );

  const send = (values: AddRecipeToListInput) => {
    if (lines.chosen.length === 0) {
      setLinesError(PANTRY_MESSAGES.linesEmpty);
      return;
    }
    const input = { ...values, lines: lines.chosen };
    if (chosen !== NEW_LIST) {
      addTo(chosen, input);
      return;
    }
    const name = createListSchema.shape.name.safeParse(form.getValues('newName'));
    if (!name.success) {
      form.setError('newName', { type: 'validate', message: name.error.issues[0]?.message });
      form.setFocus('newName');
      return;
    }
    create.mutate(
      { name: name.data, unit_system: 'metric' },
      {
        onSuccess: (list) => addTo(list._id, input),
        onError: (failure) => {
          if (isApiError(failure)) {
            const field = failure.errors.find((error) => error.field === 'name');
            if (field) form.setError('newName', { type: 'server', message: field.message });
          }
          form.failed(failure, t('listStartFailed'));
        },
      },
    );
  };

  if (lists.isPending) {
    return (
      <p className="add-to-list__panel" role="status">
        {t('findingLists')}
      </p>
    );
  }

  return (
    <CheckedForm
      form={form}
      onValid={send}
      className="add-to-list__panel shopping-form"
      aria-label={t('addToList')}
    >
      {lists.isError && (
        <p className="shopping-panel__text" role="alert">
          {t('listsFailedStartNew', { reason: shared(lists.error.message) })}
        </p>
      )}
      <FormField ids={listIds} label={t('list')} marker={false}>
        <ShoppingListSelect
          ids={listIds}
          lists={ownLists}
          value={chosen}
          onChange={setChoice}
          newLabel={t('newListOption')}
        />
      </FormField>
      {chosen === NEW_LIST && (
        <FormField
          ids={nameIds}
          label={t('newListName')}
          marker={false}
          error={errors.newName?.message}
        >
          <FieldInput
            ids={nameIds}
            error={errors.newName?.message}
            {...form.register('newName')}
            maxLength={KITCHEN_LIMITS.listNameMax}
          />
        </FormField>
      )}
      <FormField
        ids={servingsIds}
        label={t('servings')}
        marker={false}
        hint={t('recipeMakes', { serving: recipe.more.serving })}
        error={errors.servings?.message}
      >
        <input
          {...controlProps(servingsIds, { hint: true, error: errors.servings?.message })}
          {...form.register('servings')}
          className="form-control form-control--number"
          type="number"
          inputMode="numeric"
          min={KITCHEN_LIMITS.servings.min}
          max={KITCHEN_LIMITS.servings.max}
          step={1}
        />
      </FormField>
      <RecipeLinesChecklist
        recipe={recipe}
        servings={String(form.watch('servings') ?? '')}
        choice={{
          ...lines,
          tick: (index, ticked) => {
            setLinesError(undefined);
            lines.tick(index, ticked);
          },
        }}
        error={linesError}
      />
      <SubmitOrCancel
        className="shopping-form__buttons"
        submit={t('addItemsButton', { count: lines.chosen.length })}
        busy={busy}
        onCancel={onDone}
      />
    </CheckedForm>
  );
}
