import {
  KITCHEN_LIMITS,
  updateListSchema,
  type ListUnitSystem,
  type ShoppingList,
  type UpdateListInput,
} from '@family-recipes/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { fieldIds, FormField } from '../../../components/ui/form-field';
import { useDeleteList, useUpdateList } from '../api/shopping-api';
import { shoppingMessages } from '../messages';
import { useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { useCheckedForm } from '../../../components/ui/use-checked-form';
import { CheckedForm } from '../../../components/ui/checked-form';
import { Button } from '../../../components/ui/button';
import { FieldInput } from '../../../components/ui/field-input';

/** The message naming each kind of measures (`shoppingMessages`). */
export const UNIT_SYSTEM_LABELS = {
  metric: 'unitMetric',
  us: 'unitUs',
} as const satisfies Record<ListUnitSystem, keyof typeof shoppingMessages.en>;

/** The toast both the owner's delete and the live "deleted" event give: one is shown, not two. */
export const LIST_DELETED_TOAST = 'shopping-list-deleted';

type RenameValues = { name: string };

/** Rename the list. */
export function RenameListForm({ list }: { list: ShoppingList }) {
  const t = useT(shoppingMessages);
  const prefix = useId();
  const update = useUpdateList(list._id);
  const form = useCheckedForm<RenameValues, UpdateListInput>(
    updateListSchema,
    { name: list.name },
    ['name'],
  );
  const ids = fieldIds(prefix, 'name');
  const error = form.formState.errors.name?.message;

  const save = (values: UpdateListInput) =>
    update.mutate(
      { name: values.name },
      {
        onSuccess: (saved) => {
          toast.success(t('listRenamed', { name: saved.name }));
          form.reset({ name: saved.name });
        },
        onError: (failure) => form.failed(failure, t('listRenameFailed')),
      },
    );

  return (
    <CheckedForm form={form} onValid={save} className="shopping-form" aria-label={t('renameList')}>
      <FormField ids={ids} label={t('listName')} marker={false} error={error}>
        <div className="shopping-form__row">
          <FieldInput
            ids={ids}
            error={error}
            {...form.register('name')}
            maxLength={KITCHEN_LIMITS.listNameMax}
          />
          <Button variant="secondary" type="submit" disabled={update.isPending}>
            {t('rename')}
          </Button>
        </div>
      </FormField>
    </CheckedForm>
  );
}

/** Metric or US measures: the server converts every amount it can. */
export function UnitSystemChoice({ list }: { list: ShoppingList }) {
  const t = useT(shoppingMessages);
  const shared = useSharedText();
  const name = useId();
  const update = useUpdateList(list._id);
  const current = update.isPending
    ? (update.variables?.unit_system ?? list.unit_system)
    : list.unit_system;

  const choose = (unit_system: ListUnitSystem) =>
    update.mutate(
      { unit_system },
      {
        onSuccess: () =>
          toast.success(t('measuresChanged', { system: t(UNIT_SYSTEM_LABELS[unit_system]) })),
        onError: (error) => toast.error(t('measuresFailed', { reason: shared(error.message) })),
      },
    );

  return (
    <fieldset className="shopping-units" disabled={update.isPending}>
      <legend className="shopping-units__legend">{t('measures')}</legend>
      {(Object.keys(UNIT_SYSTEM_LABELS) as ListUnitSystem[]).map((system) => (
        <label key={system} className="shopping-units__option">
          <input
            type="radio"
            name={name}
            value={system}
            checked={current === system}
            onChange={() => choose(system)}
          />
          {t(UNIT_SYSTEM_LABELS[system])}
        </label>
      ))}
    </fieldset>
  );
}

/** The owner deletes the list for everyone, after saying so a second time. */
export function DeleteList({
  list,
  onLeaving,
}: {
  list: ShoppingList;
  /** Told when the delete starts (true) and when it failed (false). */
  onLeaving: (going: boolean) => void;
}) {
  const t = useT(shoppingMessages);
  const shared = useSharedText();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteList(list._id);
  const navigate = useNavigate();

  const confirm = () => {
    onLeaving(true);
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('listDeleted', { name: list.name }), { id: LIST_DELETED_TOAST });
        void navigate('/shopping-lists');
      },
      onError: (error) => {
        onLeaving(false);
        toast.error(t('deleteFailed', { reason: shared(error.message) }));
      },
    });
  };

  if (!confirming) {
    return (
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {t('deleteList')}
      </Button>
    );
  }
  return (
    <div className="shopping-confirm" role="group" aria-label={t('deleteListGroup')}>
      <p className="shopping-confirm__text">{t('deleteQuestion', { name: list.name })}</p>
      <div className="shopping-form__buttons">
        <Button variant="danger" disabled={remove.isPending} onClick={confirm}>
          {t('deleteYes')}
        </Button>
        <Button variant="secondary" autoFocus onClick={() => setConfirming(false)}>
          {t('keepList')}
        </Button>
      </div>
    </div>
  );
}
