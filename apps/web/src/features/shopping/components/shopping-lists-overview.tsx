import {
  createListSchema,
  KITCHEN_LIMITS,
  LIST_UNIT_SYSTEMS,
  type CreateListInput,
  type ListUnitSystem,
  type ShoppingListSummary,
} from '@family-recipes/shared';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { fieldIds, FormField } from '../../../components/ui/form-field';
import { Page } from '../../../components/ui/page';
import { PageLoading } from '../../../components/ui/page-loading';
import { LoadFailure } from '../../../components/ui/retry-button';
import { usePendingSync } from '../../sync';
import { useCreateList, useShoppingLists } from '../api/shopping-api';
import { leftText, lineText } from '../shopping-lines';
import { shoppingMessages } from '../messages';
import { useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { UNIT_SYSTEM_LABELS } from './list-settings';
import { useCheckedForm } from '../../../components/ui/use-checked-form';
import './shopping.css';
import { CheckedForm } from '../../../components/ui/checked-form';
import { Button } from '../../../components/ui/button';
import { FieldInput } from '../../../components/ui/field-input';

/** The cook's own lists and those shared with them, and a form to start a new one. */
export function ShoppingListsOverview() {
  const t = useT(shoppingMessages);
  const shared = useSharedText();
  const lists = useShoppingLists();
  // Changes kept on this device while offline are sent from here too.
  usePendingSync(lineText);

  if (lists.isPending) return <PageLoading />;
  return (
    <Page title={t('listsTitle')} lead={t('listsLead')}>
      {lists.isError ? (
        <LoadFailure
          className="shopping-panel"
          textClassName="shopping-panel__text"
          message={t('listsLoadFailed', { reason: shared(lists.error.message) })}
          query={lists}
          primary
        />
      ) : lists.data.length === 0 ? (
        <p className="shopping-empty">{t('listsEmpty')}</p>
      ) : (
        <ul className="shopping-lists">
          {lists.data.map((list) => (
            <ListCard key={list._id} list={list} />
          ))}
        </ul>
      )}
      <CreateListForm />
    </Page>
  );
}

function ListCard({ list }: { list: ShoppingListSummary }) {
  const t = useT(shoppingMessages);
  return (
    <li className="shopping-lists__card">
      <Link to={`/shopping-lists/${list._id}`} className="shopping-lists__link">
        {list.name}
      </Link>
      <p className="shopping-lists__meta">
        {!list.is_owner && <span>{t('madeBy', { name: list.owner_name })} · </span>}
        <span>{leftText(list, t)}</span>
      </p>
    </li>
  );
}

type CreateValues = { name: string; unit_system: ListUnitSystem };

/** A new list: its name and whether its amounts are metric or US; its page opens once made. */
function CreateListForm() {
  const t = useT(shoppingMessages);
  const prefix = useId();
  const create = useCreateList();
  const navigate = useNavigate();
  const form = useCheckedForm<CreateValues, CreateListInput>(
    createListSchema,
    { name: '', unit_system: 'metric' },
    ['name', 'unit_system'],
  );
  const ids = fieldIds(prefix, 'name');
  const error = form.formState.errors.name?.message;

  const send = (values: CreateListInput) =>
    create.mutate(values, {
      onSuccess: (list) => {
        toast.success(t('listReady', { name: list.name }));
        form.reset({ name: '', unit_system: values.unit_system });
        void navigate(`/shopping-lists/${list._id}`);
      },
      onError: (failure) => form.failed(failure, t('listStartFailed')),
    });

  return (
    <CheckedForm
      form={form}
      onValid={send}
      className="shopping-panel shopping-form"
      aria-label={t('newListTitle')}
    >
      <h2 className="shopping-panel__title">{t('newListTitle')}</h2>
      <FormField ids={ids} label={t('listName')} marker={false} error={error}>
        <FieldInput
          ids={ids}
          error={error}
          {...form.register('name')}
          maxLength={KITCHEN_LIMITS.listNameMax}
          placeholder={t('listNamePlaceholder')}
        />
      </FormField>
      <fieldset className="shopping-units">
        <legend className="shopping-units__legend">{t('measures')}</legend>
        {LIST_UNIT_SYSTEMS.map((system) => (
          <label key={system} className="shopping-units__option">
            <input type="radio" value={system} {...form.register('unit_system')} />
            {t(UNIT_SYSTEM_LABELS[system])}
          </label>
        ))}
      </fieldset>
      <div className="shopping-form__buttons">
        <Button variant="primary" type="submit" disabled={create.isPending}>
          {t('createList')}
        </Button>
      </div>
    </CheckedForm>
  );
}
