import { PHOTO_WIDTHS, recipeServings, type PlannedEntry } from '@family-recipes/shared';
import { useDraggable } from '@dnd-kit/core';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { useDisclosure } from '../../../components/disclosure/disclosure';
import { GripVertical, Icon } from '../../../components/icons';
import { chipId, entryName, type Placed, type Slot } from '../plan-moves';
import { usePlanWords } from '../use-plan-words';
import { MoveForm } from './move-form';
import { PlanNoteForm } from './plan-note-form';
import { ServingsStepper } from './servings-stepper';
import { useT } from '../../../i18n/language';
import { mealPlanMessages } from '../messages';

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
 * One line of a meal: a recipe with its photo, its title (a link to the recipe) and its servings,
 * or a note; a handle to drag it, "Move" for moving it without dragging, "Remove", and "Edit" for
 * a note. On a phone (`compact`) the line is one short row, and "Change" opens the rest.
 */
export function PlanChip({
  entry,
  at,
  week,
  compact = false,
  onMove,
  onRemove,
  onServings,
  onNote,
}: {
  entry: PlannedEntry;
  at: Placed;
  week: string[];
  compact?: boolean;
  onMove: (to: Slot) => void;
  onRemove: () => void;
  onServings: (servings: number | null) => void;
  /** The note's new words. */
  onNote: (note: string) => void;
}) {
  const t = useT(mealPlanMessages);
  const { slotName } = usePlanWords();
  const move = useDisclosure();
  const edit = useDisclosure();
  const more = useDisclosure();
  const title = entryName(entry);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } =
    useDraggable({ id: chipId(at), data: { title } });
  const where = slotName(at);
  const style: CSSProperties | undefined = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` }
    : undefined;
  const servings =
    entry.kind === 'recipe' ? (entry.servings ?? recipeServings(entry.serving)) : null;

  const link = entry.kind === 'recipe' && (
    <Link
      to={`/recipes/${entry._id}${entry.servings === null ? '' : `?servings=${entry.servings}`}`}
      className="plan-chip__title"
    >
      {entry.title}
    </Link>
  );

  const controls: ReactNode = (
    <>
      {entry.kind === 'recipe' && <ServingsStepper recipe={entry} onChange={onServings} />}
      <div className="plan-chip__actions">
        {entry.kind === 'note' && (
          <button
            {...edit.buttonProps}
            className="plan-chip__button"
            aria-label={t('editNoteFor', { note: title, slot: where })}
          >
            {t('edit')}
          </button>
        )}
        <button
          {...move.buttonProps}
          className="plan-chip__button"
          aria-label={t('moveTitle', { title })}
        >
          {t('move')}
        </button>
        <button
          type="button"
          className="plan-chip__button plan-chip__button--remove"
          aria-label={t('removeFrom', { title, slot: where })}
          onClick={onRemove}
        >
          {t('remove')}
        </button>
      </div>
    </>
  );

  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`plan-chip${compact ? ' plan-chip--compact' : ''}${entry.kind === 'note' ? ' plan-chip--note' : ''}${isDragging ? ' plan-chip--dragging' : ''}`}
    >
      <div className="plan-chip__main">
        {!compact && (
          <button
            ref={setActivatorNodeRef}
            type="button"
            className="plan-chip__handle"
            {...attributes}
            {...listeners}
            aria-label={t('dragTitle', { title })}
          >
            <Icon icon={GripVertical} />
          </button>
        )}
        {entry.kind === 'recipe' ? (
          <>
            <RecipeThumb url={entry.thumbnail_image} />
            {compact ? (
              <span className="plan-chip__text">
                {link}
                {servings !== null && (
                  <span className="plan-chip__servings">
                    {t('servingsCount', { count: servings })}
                  </span>
                )}
              </span>
            ) : (
              link
            )}
          </>
        ) : (
          <p className="plan-chip__note">
            <span className="plan-chip__note-label">{t('notePrefix')}</span>
            {entry.note}
          </p>
        )}
        {compact && (
          <button
            {...more.buttonProps}
            className="plan-chip__more"
            aria-label={t('changeTitle', { title, slot: where })}
          >
            {t('change')}
          </button>
        )}
      </div>
      {compact ? (
        <div {...more.panelProps} className="plan-chip__panel">
          {more.open && controls}
        </div>
      ) : (
        controls
      )}
      <div {...edit.panelProps}>
        {edit.open && entry.kind === 'note' && (
          <PlanNoteForm
            where={where}
            initial={entry.note}
            onCancel={edit.close}
            onSave={(note) => {
              // The line keeps its place, so its Edit button is still there to take the focus.
              edit.close();
              if (note !== entry.note) onNote(note);
            }}
          />
        )}
      </div>
      <div {...move.panelProps}>
        {move.open && (
          <MoveForm
            title={title}
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
