import { COOKBOOK_ORDERS, type CookbookOrder, type CookbookRecipe } from '@family-recipes/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { FieldError } from '../../../components/ui/form-field';
import { GripVertical, Icon } from '../../../components/icons';
import { arranged, moved } from '../book-order';
import type { Chapter } from './chapter-order';
import { ChaptersEditor } from './chapters-editor';
import { useRowDrag, type RowDrag } from './row-drag';
import { RowPhoto } from './row-photo';
import { RowText } from './row-text';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/language';
import { useRecipeWords } from '../../../components/recipe-card/recipe-words';
import { cookbooksMessages } from '../messages';

/** Each order's name and hint in the choice: the messages' keys. */
const ORDER_LABELS = {
  category: { label: 'orderCategory', hint: 'orderCategoryHint' },
  title: { label: 'orderTitle', hint: 'orderTitleHint' },
  hand: { label: 'orderHand', hint: 'orderHandHint' },
  chapters: { label: 'orderChapters', hint: 'orderChaptersHint' },
} as const satisfies Record<CookbookOrder, { label: string; hint: string }>;

/**
 * The book's recipes in the order they will be printed, and how they are ordered. Ordered by
 * hand, each row is dragged by its grip or moved with its Move up and Move down buttons, and a
 * live line says where it went.
 */
export function BookRecipes({
  recipes,
  order,
  error,
  listId,
  onOrder,
  onChange,
  chapters,
  chaptersError,
  onChapters,
}: {
  recipes: CookbookRecipe[];
  order: CookbookOrder;
  error: string | undefined;
  /** The list's id: the form sends the focus here when no recipe is chosen. */
  listId: string;
  onOrder(order: CookbookOrder): void;
  onChange(recipes: CookbookRecipe[]): void;
  /** The family's chapters, shown and changed with order `chapters`. */
  chapters: Chapter[];
  chaptersError: string | undefined;
  onChapters(chapters: Chapter[]): void;
}) {
  const t = useT(cookbooksMessages);
  const titleId = useId();
  const errorId = useId();
  const [said, setSaid] = useState('');
  const focusAfterMove = useRef<{ id: string; how: 'up' | 'down' } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const shown = arranged(recipes, order);
  const hand = order === 'hand';

  // The focus stays on the button that moved its row, or its other one at either end.
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted) return;
    focusAfterMove.current = null;
    const row = listRef.current?.querySelector(`[data-row="${wanted.id}"]`);
    const [up, down] = [...(row?.querySelectorAll('button') ?? [])];
    const [preferred, other] = wanted.how === 'up' ? [up, down] : [down, up];
    (preferred && !preferred.disabled ? preferred : other)?.focus();
  });

  const move = (from: number, to: number, how?: 'up' | 'down') => {
    const recipe = shown[from];
    if (!recipe || to < 0 || to >= shown.length) return;
    if (how) focusAfterMove.current = { id: recipe._id, how };
    onChange(moved(shown, from, to));
    setSaid(t('movedToPlace', { title: recipe.title, place: to + 1, count: shown.length }));
  };

  const chooseOrder = (next: CookbookOrder) => {
    // Ordering by hand starts from the order on the screen.
    if (next === 'hand') onChange(shown);
    onOrder(next);
  };

  const drag = useRowDrag(listRef, (from, to) =>
    move(
      shown.findIndex((r) => r._id === from),
      shown.findIndex((r) => r._id === to),
    ),
  );

  return (
    <section className="cookbook-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="cookbook-panel__title">
        {t('inTheBook')}{' '}
        <span className="cookbook-panel__count">
          {t('inTheBookCount', { count: recipes.length })}
        </span>
      </h2>
      <fieldset className="cookbook-choices">
        <legend className="cookbook-choices__legend">{t('orderOfRecipes')}</legend>
        {COOKBOOK_ORDERS.map((value) => (
          <label key={value} className="cookbook-choice">
            <input
              type="radio"
              name="order"
              value={value}
              checked={order === value}
              onChange={() => chooseOrder(value)}
            />
            <span>
              {t(ORDER_LABELS[value].label)}
              <span className="cookbook-choice__hint">{t(ORDER_LABELS[value].hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {order === 'chapters' && recipes.length > 0 ? (
        <ChaptersEditor
          chapters={chapters}
          recipes={recipes}
          error={chaptersError}
          onChange={onChapters}
          onSay={setSaid}
          onRemove={(recipe) => {
            onChange(recipes.filter((r) => r._id !== recipe._id));
            setSaid(t('takenOut', { title: recipe.title }));
          }}
        />
      ) : recipes.length === 0 ? (
        <p id={listId} tabIndex={-1} className="cookbook-panel__text">
          {t('noRecipesYet')}
        </p>
      ) : (
        <ol
          id={listId}
          ref={listRef}
          tabIndex={-1}
          className="cookbook-recipes"
          aria-labelledby={titleId}
          aria-describedby={error ? errorId : undefined}
        >
          {shown.map((recipe, index) => (
            <BookRow
              key={recipe._id}
              recipe={recipe}
              place={index}
              count={shown.length}
              drag={hand ? drag : undefined}
              chapter={order === 'category' && shown[index - 1]?.category !== recipe.category}
              onMove={move}
              onRemove={() => {
                onChange(recipes.filter((r) => r._id !== recipe._id));
                setSaid(t('takenOut', { title: recipe.title }));
              }}
            />
          ))}
        </ol>
      )}
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
    </section>
  );
}

function BookRow({
  recipe,
  place,
  count,
  drag,
  chapter,
  onMove,
  onRemove,
}: {
  recipe: CookbookRecipe;
  place: number;
  count: number;
  /** Set when the book is ordered by hand. */
  drag: RowDrag | undefined;
  /** Whether the row starts its category's chapter. */
  chapter: boolean;
  onMove(from: number, to: number, how: 'up' | 'down'): void;
  onRemove(): void;
}) {
  const t = useT(cookbooksMessages);
  const words = useRecipeWords();
  const id = recipe._id;
  const hand = drag !== undefined;
  const classes = [
    'cookbook-row',
    drag?.dragging === id ? 'cookbook-row--dragging' : '',
    drag?.over === id && drag.dragging !== id ? 'cookbook-row--over' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} data-row={id}>
      {chapter && <p className="cookbook-row__chapter">{words.category(recipe.category)}</p>}
      <div
        className="cookbook-row__body"
        style={drag?.dragging === id ? { transform: `translateY(${drag.offset}px)` } : undefined}
      >
        {drag && (
          <span className="cookbook-row__grip" aria-hidden="true" {...drag.handle(id)}>
            <Icon icon={GripVertical} size={22} />
          </span>
        )}
        <RowPhoto src={recipe.thumbnail_image} />
        <RowText recipe={recipe} />
        <div className="cookbook-row__actions">
          {hand && (
            <>
              <Button
                variant="secondary"
                className="cookbook-row__button"
                aria-label={t('moveUpRecipe', { title: recipe.title })}
                disabled={place === 0}
                onClick={() => onMove(place, place - 1, 'up')}
              >
                {t('moveUp')}
              </Button>
              <Button
                variant="secondary"
                className="cookbook-row__button"
                aria-label={t('moveDownRecipe', { title: recipe.title })}
                disabled={place === count - 1}
                onClick={() => onMove(place, place + 1, 'down')}
              >
                {t('moveDown')}
              </Button>
            </>
          )}
          <Button
            variant="secondary"
            className="cookbook-row__button"
            aria-label={t('takeOutRecipe', { title: recipe.title })}
            onClick={onRemove}
          >
            {t('takeOut')}
          </Button>
        </div>
      </div>
    </li>
  );
}
