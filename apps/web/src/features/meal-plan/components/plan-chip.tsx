import { PHOTO_WIDTHS, type PlannedRecipe } from '@family-recipes/shared';
import { useDraggable } from '@dnd-kit/core';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useDisclosure } from '../../../components/disclosure/disclosure';
import { GripVertical, Icon } from '../../../components/icons';
import { dayName, MEAL_LABELS } from '../plan-dates';
import { chipId, type Placed, type Slot } from '../plan-moves';
import { MoveForm } from './move-form';

const VARIANT = new RegExp(`-(?:${PHOTO_WIDTHS.all.join('|')})\\.webp$`);
const SMALLEST = Math.min(...PHOTO_WIDTHS.all);

/** The smallest stored copy of an uploaded photo: a thumbnail needs no more. */
function thumbnailOf(url: string): string {
  return url.replace(VARIANT, `-${SMALLEST}.webp`);
}

export function RecipeThumb({ url }: { url: string }) {
  if (!url) return <span className="plan-thumb plan-thumb--none" aria-hidden="true" />;
  return (
    <img
      className="plan-thumb"
      src={thumbnailOf(url)}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * One planned recipe: its photo, its title (a link to the recipe), a handle to drag it, "Move" for
 * moving it without dragging, and "Remove".
 */
export function PlanChip({
  recipe,
  at,
  week,
  onMove,
  onRemove,
}: {
  recipe: PlannedRecipe;
  at: Placed;
  week: string[];
  onMove: (to: Slot) => void;
  onRemove: () => void;
}) {
  const move = useDisclosure();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } =
    useDraggable({ id: chipId(at), data: { title: recipe.title } });
  const where = `${MEAL_LABELS[at.meal].toLowerCase()} on ${dayName(at.date)}`;
  const style: CSSProperties | undefined = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` }
    : undefined;

  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`plan-chip${isDragging ? ' plan-chip--dragging' : ''}`}
    >
      <div className="plan-chip__main">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="plan-chip__handle"
          {...attributes}
          {...listeners}
          aria-label={`Drag ${recipe.title}`}
        >
          <Icon icon={GripVertical} />
        </button>
        <RecipeThumb url={recipe.thumbnail_image} />
        <Link to={`/recipes/${recipe._id}`} className="plan-chip__title">
          {recipe.title}
        </Link>
      </div>
      <div className="plan-chip__actions">
        <button
          {...move.buttonProps}
          className="plan-chip__button"
          aria-label={`Move ${recipe.title}`}
        >
          Move
        </button>
        <button
          type="button"
          className="plan-chip__button plan-chip__button--remove"
          aria-label={`Remove ${recipe.title} from ${where}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
      <div {...move.panelProps}>
        {move.open && (
          <MoveForm
            title={recipe.title}
            at={at}
            week={week}
            onCancel={move.close}
            onMove={(to) => {
              // The page then gives the focus to the meal the recipe went to.
              move.setOpen(false);
              onMove(to);
            }}
          />
        )}
      </div>
    </li>
  );
}
