import { AISLES } from '@family-recipes/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useMoveToAisle } from '../api/list-cleanup-api';
import { useShoppingList } from '../api/shopping-api';
import type { ShownItem } from '../pending-lines';
import { aisleHeading } from '../shopping-lines';
import { useOnlineNow } from '../use-online-now';
import { useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { shoppingMessages } from '../messages';
import { Button } from '../../../components/ui/button';

/** What a form that changes one line of a list is given: the line, its text, and what closes it. */
export interface LineFormProps {
  listId: string;
  item: ShownItem;
  text: string;
  onDone: () => void;
}

/**
 * "Move to aisle": a select of the household's aisles by name, and a button (a keyboard moving
 * through the options moves nothing). The household remembers the aisle for this ingredient on
 * all its lists.
 */
export function MoveToAisle({ listId, item, text, onDone }: LineFormProps) {
  const t = useT(shoppingMessages);
  const shared = useSharedText();
  const id = useId();
  const [aisle, setAisle] = useState<string>(item.aisle);
  // The list as the page has it: its aisles in its order, with their names.
  const list = useShoppingList(listId).data;
  const names = list?.aisle_names;
  const choices = list?.aisle_order ?? AISLES;
  const move = useMoveToAisle(listId);
  const online = useOnlineNow();

  const submit = () => {
    if (aisle === item.aisle) {
      onDone();
      return;
    }
    move.mutate(
      { itemId: item._id, aisle },
      {
        onSuccess: () => {
          toast.success(t('movedToAisle', { text, aisle: aisleHeading(aisle, t, names) }));
          onDone();
        },
        onError: (error) => toast.error(t('moveFailed', { text, reason: shared(error.message) })),
      },
    );
  };

  return (
    <form
      className="shopping-move-aisle"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="shopping-move-aisle__label">
        {t('moveToAisle')}
      </label>
      <div className="shopping-form__row">
        <select
          id={id}
          className="form-control shopping-move-aisle__select"
          value={aisle}
          onChange={(event) => setAisle(event.target.value)}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {aisleHeading(choice, t, names)}
            </option>
          ))}
        </select>
        <Button variant="secondary" type="submit" disabled={!online || move.isPending}>
          {t('move')}
        </Button>
      </div>
      {!online && <p className="shopping-cleanup__note">{t('onlineOnly')}</p>}
    </form>
  );
}
