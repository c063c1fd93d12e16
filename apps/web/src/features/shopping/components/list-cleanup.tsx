import type { ShoppingItemSource } from '@family-recipes/shared';
import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useDisclosure } from '../../../components/disclosure/disclosure';
import { useListCleanup } from '../api/list-cleanup-api';
import type { ShownList } from '../pending-lines';
import { ONLINE_ONLY, useOnlineNow } from '../use-online-now';
import './list-cleanup.css';
import { toastRemoval } from './undo-toast';
import { Button } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';

const AisleOrderPanel = lazy(() => import('./aisle-order-panel'));

const lines = (count: number) => (count === 1 ? '1 line' : `${count} lines`);

/** The recipes the list's lines came from, each once, in the order the lines name them. */
function recipesOf(list: Pick<ShownList, 'items'>): ShoppingItemSource[] {
  const seen = new Map<string, ShoppingItemSource>();
  for (const item of list.items) {
    for (const source of item.sources) {
      if (!seen.has(source.recipe_id)) seen.set(source.recipe_id, source);
    }
  }
  return [...seen.values()];
}

/**
 * Tidying the list: clear the ticked lines (after asking), untick every line, take a recipe's
 * lines off (after asking), and the household's aisle order. None of them waits on the device:
 * offline, or while changes made on it are still to be sent, they are offered again later.
 */
export function ListCleanup({ list }: { list: ShownList }) {
  const online = useOnlineNow();
  const { clearTicked, untickAll, removeRecipe } = useListCleanup(list._id);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'clear' | { recipe: ShoppingItemSource } | null>(null);
  const order = useDisclosure();
  const ticked = list.items.filter((item) => item.checked).length;
  const recipes = recipesOf(list);
  const waiting = list.waitingItems.length > 0 || list.items.some((item) => item.waiting);
  const busy = clearTicked.isPending || untickAll.isPending || removeRecipe.isPending;
  const blocked = !online || waiting || busy;

  const failed = (what: string) => (error: { message: string }) =>
    toast.error(`We could not ${what}. ${error.message}`);
  const removed = (text: string, answer: { undo?: string | undefined }) =>
    toastRemoval(queryClient, { text, listId: list._id, undo: answer.undo, focusUndo: true });
  const clear = () =>
    clearTicked.mutate(undefined, {
      onSuccess: (answer) => {
        setAsking(null);
        removed(`${ticked === 1 ? '1 ticked line' : `${ticked} ticked lines`} removed.`, answer);
      },
      onError: failed('clear the ticked lines'),
    });
  const untick = () =>
    untickAll.mutate(undefined, {
      onSuccess: () => toast.success('Every line is unticked.'),
      onError: failed('untick the lines'),
    });
  const takeOff = (recipe: ShoppingItemSource) =>
    removeRecipe.mutate(recipe.recipe_id, {
      onSuccess: (answer) => {
        setAsking(null);
        removed(`The lines of “${recipe.title}” removed.`, answer);
      },
      onError: failed(`take “${recipe.title}” off the list`),
    });

  return (
    <TitledSection className="shopping-panel" heading="Tidy the list">
      {!online && <p className="shopping-cleanup__note">{ONLINE_ONLY}</p>}
      {online && waiting && (
        <p className="shopping-cleanup__note">
          Changes made on this device are still being sent. Tidying the list works once they are.
        </p>
      )}
      {asking === 'clear' ? (
        <Confirm
          label="Clear ticked lines"
          question={`Take the ${lines(ticked)} in the basket off the list for everyone in your household?`}
          yes="Yes, clear them"
          no="Keep them"
          disabled={blocked}
          onYes={clear}
          onNo={() => setAsking(null)}
        />
      ) : (
        <div className="shopping-actions">
          <Button
            variant="secondary"
            disabled={blocked || ticked === 0}
            onClick={() => setAsking('clear')}
          >
            Clear ticked
          </Button>
          <Button variant="secondary" disabled={blocked || ticked === 0} onClick={untick}>
            Untick all
          </Button>
        </div>
      )}
      {recipes.length > 0 && (
        <div className="shopping-cleanup__recipes">
          <h3 className="shopping-cleanup__subtitle">Recipes on this list</h3>
          <ul className="shopping-cleanup__list">
            {recipes.map((recipe) => (
              <li key={recipe.recipe_id} className="shopping-cleanup__recipe">
                {typeof asking === 'object' && asking?.recipe.recipe_id === recipe.recipe_id ? (
                  <Confirm
                    label={`Remove the lines of ${recipe.title}`}
                    question={`Take the lines of “${recipe.title}” off the list? A line shared with another recipe stays, with that recipe’s amount.`}
                    yes="Yes, remove them"
                    no="Keep them"
                    disabled={blocked}
                    onYes={() => takeOff(recipe)}
                    onNo={() => setAsking(null)}
                  />
                ) : (
                  <>
                    <span className="shopping-cleanup__name">{recipe.title}</span>
                    <Button
                      variant="secondary"
                      aria-label={`Remove this recipe’s lines: ${recipe.title}`}
                      disabled={blocked}
                      onClick={() => setAsking({ recipe })}
                    >
                      Remove this recipe’s lines
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="shopping-cleanup__order">
        <Button variant="secondary" {...order.buttonProps}>
          Order aisles
        </Button>
        <div {...order.panelProps}>
          {order.open && (
            <Suspense fallback={<p className="shopping-cleanup__note">Loading the aisles…</p>}>
              <AisleOrderPanel onDone={order.close} />
            </Suspense>
          )}
        </div>
      </div>
    </TitledSection>
  );
}

/** A question asked before a removal for the whole household; the safe answer has the focus. */
function Confirm({
  label,
  question,
  yes,
  no,
  disabled,
  onYes,
  onNo,
}: {
  label: string;
  question: string;
  yes: string;
  no: string;
  disabled: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <div className="shopping-confirm" role="group" aria-label={label}>
      <p className="shopping-confirm__text">{question}</p>
      <div className="shopping-form__buttons">
        <Button variant="danger" disabled={disabled} onClick={onYes}>
          {yes}
        </Button>
        <Button variant="secondary" autoFocus onClick={onNo}>
          {no}
        </Button>
      </div>
    </div>
  );
}
