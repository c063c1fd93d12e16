import type { PlannedEntry } from '@family-recipes/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Disclosure } from '../../../components/disclosure/disclosure';
import { SubmitOrCancel } from '../../../components/ui/form-buttons';
import { fieldIds, FormField } from '../../../components/ui/form-field';
import { useT } from '../../../i18n/language';
import { useRecipePicks } from '../api/plan-extras-api';
import { mealPlanMessages } from '../messages';
import { RecipeThumb } from './plan-chip';
import { PlanNoteForm } from './plan-note-form';

/**
 * "Add" under a meal: a small search of the recipes, and a button to plan each one found; or a
 * note instead ("Leftovers").
 */
export function AddRecipeSearch({
  where,
  onPick,
}: {
  /** "dinner on Monday 23 November" */
  where: string;
  onPick: (entry: PlannedEntry) => void;
}) {
  const t = useT(mealPlanMessages);
  return (
    <Disclosure
      className="plan-add"
      buttonClassName="plan-add__open"
      name={t('addRecipeTo', { slot: where })}
      label={
        <>
          <span aria-hidden="true">+</span> {t('add')}
        </>
      }
    >
      {(close) => (
        <AddPanel
          where={where}
          onCancel={close}
          onPick={(entry) => {
            close();
            onPick(entry);
          }}
        />
      )}
    </Disclosure>
  );
}

/** What the add panel and its search are given: the day and meal, and what each answer calls. */
interface PanelProps {
  where: string;
  onPick: (entry: PlannedEntry) => void;
  onCancel: () => void;
}

/** The search, or the note form once "Write a note instead" is pressed. */
function AddPanel({ where, onPick, onCancel }: PanelProps) {
  const t = useT(mealPlanMessages);
  const [note, setNote] = useState(false);
  return (
    <div className="plan-add__panel">
      {note ? (
        <PlanNoteForm
          where={where}
          onCancel={onCancel}
          onSave={(text) => onPick({ kind: 'note', note: text })}
        />
      ) : (
        <RecipeSearch where={where} onPick={onPick} onCancel={onCancel} />
      )}
      <button type="button" className="plan-add__switch" onClick={() => setNote((shown) => !shown)}>
        {note ? t('findRecipeInstead') : t('writeNoteInstead')}
      </button>
    </div>
  );
}

function RecipeSearch({ where, onPick, onCancel }: PanelProps) {
  const t = useT(mealPlanMessages);
  const prefix = useId();
  const ids = fieldIds(prefix, 'q');
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const picks = useRecipePicks(q);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };

  return (
    <>
      <form
        role="search"
        aria-label={t('findRecipeFor', { slot: where })}
        onSubmit={search}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      >
        <FormField ids={ids} label={t('findRecipe')} marker={false}>
          <input
            ref={input}
            id={ids.id}
            className="form-control"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </FormField>
        <SubmitOrCancel className="plan-add__buttons" submit={t('search')} onCancel={onCancel} />
      </form>
      {q !== '' && (
        <div aria-live="polite">
          {picks.isPending ? (
            <p className="plan-add__note">{t('looking')}</p>
          ) : picks.isError ? (
            <p className="plan-add__note" role="alert">
              {t('searchFailed', { error: picks.error.message })}
            </p>
          ) : picks.data.length === 0 ? (
            <p className="plan-add__note">{t('noMatch', { query: q })}</p>
          ) : (
            <ul className="plan-add__results" aria-label={t('recipesFound')}>
              {picks.data.map((recipe) => (
                <li key={recipe._id} className="plan-add__result">
                  <RecipeThumb url={recipe.thumbnail_image} />
                  <span className="plan-add__title">{recipe.title}</span>
                  <button
                    type="button"
                    className="plan-chip__button"
                    aria-label={t('planTitle', { title: recipe.title })}
                    onClick={() =>
                      onPick({
                        kind: 'recipe',
                        servings: null,
                        _id: recipe._id,
                        title: recipe.title,
                        thumbnail_image: recipe.thumbnail_image,
                        serving: recipe.more.serving,
                      })
                    }
                  >
                    {t('plan')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}
