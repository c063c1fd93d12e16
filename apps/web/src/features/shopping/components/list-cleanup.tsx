import type { ShoppingItemSource } from '@family-recipes/shared';
import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useDisclosure } from '../../../components/disclosure/disclosure';
import { useListCleanup } from '../api/list-cleanup-api';
import type { ShownList } from '../pending-lines';
import { useOnlineNow } from '../use-online-now';
import { useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { shoppingMessages } from '../messages';
import './list-cleanup.css';
import { toastRemoval } from './undo-toast';
import { Button } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';

const AisleOrderPanel = lazy(() => import('./aisle-order-panel'));

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
  const t = useT(shoppingMessages);
  const shared = useSharedText();
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

  const failed = (message: (reason: string) => string) => (error: { message: string }) =>
    toast.error(message(shared(error.message)));
  const removed = (text: string, answer: { undo?: string | undefined }) =>
    toastRemoval(queryClient, { text, listId: list._id, undo: answer.undo, focusUndo: true, t });
  const clear = () =>
    clearTicked.mutate(undefined, {
      onSuccess: (answer) => {
        setAsking(null);
        removed(t('tickedRemoved', { count: ticked }), answer);
      },
      onError: failed((reason) => t('clearFailed', { reason })),
    });
  const untick = () =>
    untickAll.mutate(undefined, {
      onSuccess: () => toast.success(t('untickedAll')),
      onError: failed((reason) => t('untickAllFailed', { reason })),
    });
  const takeOff = (recipe: ShoppingItemSource) =>
    removeRecipe.mutate(recipe.recipe_id, {
      onSuccess: (answer) => {
        setAsking(null);
        removed(t('recipeLinesRemoved', { title: recipe.title }), answer);
      },
      onError: failed((reason) => t('takeOffFailed', { title: recipe.title, reason })),
    });

  return (
    <TitledSection className="shopping-panel" heading={t('tidyTitle')}>
      {!online && <p className="shopping-cleanup__note">{t('onlineOnly')}</p>}
      {online && waiting && <p className="shopping-cleanup__note">{t('stillSending')}</p>}
      {asking === 'clear' ? (
        <Confirm
          label={t('clearTickedGroup')}
          question={t('clearQuestion', { count: ticked })}
          yes={t('clearYes')}
          no={t('keepThem')}
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
            {t('clearTicked')}
          </Button>
          <Button variant="secondary" disabled={blocked || ticked === 0} onClick={untick}>
            {t('untickAll')}
          </Button>
        </div>
      )}
      {recipes.length > 0 && (
        <div className="shopping-cleanup__recipes">
          <h3 className="shopping-cleanup__subtitle">{t('recipesOnList')}</h3>
          <ul className="shopping-cleanup__list">
            {recipes.map((recipe) => (
              <li key={recipe.recipe_id} className="shopping-cleanup__recipe">
                {typeof asking === 'object' && asking?.recipe.recipe_id === recipe.recipe_id ? (
                  <Confirm
                    label={t('removeRecipeGroup', { title: recipe.title })}
                    question={t('removeRecipeQuestion', { title: recipe.title })}
                    yes={t('removeYes')}
                    no={t('keepThem')}
                    disabled={blocked}
                    onYes={() => takeOff(recipe)}
                    onNo={() => setAsking(null)}
                  />
                ) : (
                  <>
                    <span className="shopping-cleanup__name">{recipe.title}</span>
                    <Button
                      variant="secondary"
                      aria-label={t('removeRecipeLinesNamed', { title: recipe.title })}
                      disabled={blocked}
                      onClick={() => setAsking({ recipe })}
                    >
                      {t('removeRecipeLines')}
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
          {t('orderAisles')}
        </Button>
        <div {...order.panelProps}>
          {order.open && (
            <Suspense fallback={<p className="shopping-cleanup__note">{t('loadingAisles')}</p>}>
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
