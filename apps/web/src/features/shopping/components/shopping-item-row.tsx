import { KITCHEN_LIMITS, updateItemSchema, type UpdateItemInput } from '@family-recipes/shared';
import { useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { SubmitOrCancel } from '../../../components/ui/form-buttons';
import { controlProps, fieldIds, FormField } from '../../../components/ui/form-field';
import { useRemoveItem } from '../api/shopping-api';
import type { ShownItem } from '../pending-lines';
import { focusAfterRemove, keepFocusAfterTick } from '../focus-after-tick';
import { lineText, sourcesText } from '../shopping-lines';
import { shoppingMessages } from '../messages';
import { useLanguage, useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { syncMessages, useSendOrKeep } from '../../sync';
import { MoveToAisle, type LineFormProps } from './move-to-aisle';
import { toastRemoval } from './undo-toast';
import { useCheckedForm } from '../../../components/ui/use-checked-form';
import { CheckedForm } from '../../../components/ui/checked-form';
import { Button } from '../../../components/ui/button';
import { useDisclosure } from '../../../components/disclosure/disclosure';
import { Ellipsis, Icon } from '../../../components/icons';

/**
 * One line of the list: a big box to tick off and its text. Where it came from, Edit and Remove
 * are behind the line's "More" button on a phone, so that a line takes one row in the aisle; on a
 * wider screen they stand beside the line (shopping.css). `continued` marks a further line of the
 * ingredient above (an amount that could not be added to it).
 */
export function ShoppingItemRow({
  listId,
  item,
  continued = false,
}: {
  listId: string;
  item: ShownItem;
  continued?: boolean;
}) {
  const t = useT(shoppingMessages);
  const shared = useSharedText();
  const { language } = useLanguage();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const more = useDisclosure();
  const box = useRef<HTMLInputElement>(null);
  const remove = useRemoveItem(listId);
  const queryClient = useQueryClient();
  const sendOrKeep = useSendOrKeep();
  const text = item.waitingText ?? lineText(item, language);
  const from = sourcesText(item.sources, t, language);

  const toggle = (checked: boolean) => {
    keepFocusAfterTick(box.current, item._id);
    sendOrKeep.send(
      {
        kind: 'check',
        list_id: listId,
        item_id: item._id,
        base_version: item.version,
        label: text,
        checked,
      },
      // The line moves into the basket or out of it: the list tells of a refusal (ListLines).
    );
  };

  const removeLine = () => {
    const focusNext = focusAfterRemove(box.current);
    remove.mutate(item._id, {
      onSuccess: (answer) => {
        toastRemoval(queryClient, {
          text: t('lineRemoved', { text }),
          listId,
          undo: answer.undo,
          t,
        });
        focusNext();
      },
      onError: (error) =>
        toast.error(t('lineRemoveFailed', { text, reason: shared(error.message) })),
    });
  };

  if (editing) {
    return (
      <li className="shopping-item shopping-item--editing">
        <EditLineForm listId={listId} item={item} text={text} onDone={() => setEditing(false)} />
        <MoveToAisle listId={listId} item={item} text={text} onDone={() => setEditing(false)} />
      </li>
    );
  }

  return (
    <li
      className={[
        'shopping-item',
        item.checked ? 'shopping-item--checked' : '',
        continued ? 'shopping-item--continued' : '',
        more.open ? 'shopping-item--open' : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <input
        id={id}
        ref={box}
        data-item={item._id}
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
        {item.waiting && <p className="shopping-waiting__mark">{t('waitingToBeSent')}</p>}
      </div>
      <button
        {...more.buttonProps}
        className="shopping-item__more"
        aria-label={t('moreFor', { text })}
      >
        <Icon icon={Ellipsis} size={24} />
      </button>
      {/* Shown by shopping.css: under the line once opened on a phone, beside it on a wide screen. */}
      <div id={more.panelProps.id} className="shopping-item__details">
        {from && (
          <p id={`${id}-from`} className="shopping-item__from">
            {from}
          </p>
        )}
        <div className="shopping-item__actions">
          <Button
            variant="secondary"
            className="shopping-item__action"
            aria-label={t('editNamed', { text })}
            onClick={() => setEditing(true)}
          >
            {t('edit')}
          </Button>
          <Button
            variant="secondary"
            className="shopping-item__action"
            aria-label={t('removeNamed', { name: text })}
            disabled={remove.isPending}
            onClick={removeLine}
          >
            {t('remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}

type EditValues = { text: string };

/** The line typed again ("3 lemons"); the server reads it as it reads any ingredient line. */
function EditLineForm({ listId, item, text, onDone }: LineFormProps) {
  const t = useT(shoppingMessages);
  const tSync = useT(syncMessages);
  const prefix = useId();
  const edit = useSendOrKeep();
  const form = useCheckedForm<EditValues, UpdateItemInput>(updateItemSchema, { text }, ['text']);
  const ids = fieldIds(prefix, 'line');
  const error = form.formState.errors.text?.message;

  const kept = () => {
    toast.success(tSync('savedOnDevice'));
    onDone();
  };
  const save = (values: UpdateItemInput) => {
    const typed = values.text ?? text;
    const op = {
      kind: 'edit',
      list_id: listId,
      item_id: item._id,
      base_version: item.version,
      label: text,
      text: typed,
    } as const;
    edit.send(op, {
      onSent: () => {
        toast.success(t('lineChanged'));
        onDone();
      },
      onRefused: (failure) => form.failed(failure, t('lineChangeFailed')),
      onKept: kept,
    });
  };

  return (
    <CheckedForm form={form} onValid={save} className="shopping-form shopping-form--inline">
      <FormField ids={ids} label={t('changeLine', { text })} marker={false} error={error}>
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
      <SubmitOrCancel
        className="shopping-form__buttons"
        submit={t('save')}
        busy={edit.isPending}
        onCancel={onDone}
      />
    </CheckedForm>
  );
}
