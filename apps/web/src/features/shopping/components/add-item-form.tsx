import { addItemSchema, KITCHEN_LIMITS, type AddItemInput } from '@family-recipes/shared';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { fieldIds, FormField } from '../../../components/ui/form-field';
import { syncMessages, useSendOrKeep } from '../../sync';
import { useT } from '../../../i18n/language';
import { shoppingMessages } from '../messages';
import { useCheckedForm } from '../../../components/ui/use-checked-form';
import { CheckedForm } from '../../../components/ui/checked-form';
import { Button } from '../../../components/ui/button';
import { FieldInput } from '../../../components/ui/field-input';

type AddItemValues = { text: string };

/** A free item, typed as an ingredient line ("2 lemons"); the server puts it in its aisle. */
export function AddItemForm({ listId }: { listId: string }) {
  const t = useT(shoppingMessages);
  const tSync = useT(syncMessages);
  const prefix = useId();
  const add = useSendOrKeep();
  const form = useCheckedForm<AddItemValues, AddItemInput>(addItemSchema, { text: '' }, ['text']);
  const ids = fieldIds(prefix, 'item');
  const error = form.formState.errors.text?.message;

  const done = (message: string) => {
    toast.success(message);
    form.reset({ text: '' });
    form.setFocus('text');
  };
  const send = (values: AddItemInput) => {
    add.send(
      { kind: 'add', list_id: listId, text: values.text },
      {
        onSent: () => done(t('itemAdded', { text: values.text })),
        onRefused: (failure) => form.failed(failure, t('addItemFailed')),
        onKept: () => done(tSync('savedOnDevice')),
      },
    );
  };

  return (
    <CheckedForm
      form={form}
      onValid={send}
      className="shopping-form shopping-add-item"
      aria-label={t('addItem')}
    >
      <FormField
        ids={ids}
        label={t('addItem')}
        marker={false}
        hint={t('addItemHint')}
        error={error}
      >
        <div className="shopping-form__row">
          <FieldInput
            ids={ids}
            hint
            error={error}
            {...form.register('text')}
            maxLength={KITCHEN_LIMITS.itemTextMax}
          />
          <Button variant="primary" type="submit" disabled={add.isPending}>
            {t('add')}
          </Button>
        </div>
      </FormField>
    </CheckedForm>
  );
}
