import { COOKBOOK_LIMITS, type CookbookRecipe } from '@family-recipes/shared';
import { useId } from 'react';
import { FieldError } from '../../../components/ui/form-field';
import { Button } from '../../../components/ui/button';
import { moved } from '../book-order';
import type { Chapter } from './chapter-order';
import { RowPhoto } from './row-photo';
import { RowText } from './row-text';
import { useT } from '../../../i18n/language';
import { cookbooksMessages } from '../messages';

/**
 * The chapters the family names: each with its name, its place among the chapters and its
 * recipes, each recipe moved within its chapter or to another by the "In chapter" choice.
 */
export function ChaptersEditor({
  chapters,
  recipes,
  error,
  onChange,
  onSay,
  onRemove,
}: {
  chapters: Chapter[];
  recipes: CookbookRecipe[];
  error: string | undefined;
  onChange(chapters: Chapter[]): void;
  /** Says a move out loud (the list's live line). */
  onSay(text: string): void;
  /** Takes a recipe out of the book. */
  onRemove(recipe: CookbookRecipe): void;
}) {
  const t = useT(cookbooksMessages);
  const nameOf = (chapter: Chapter, c: number) =>
    chapter.title.trim() || t('chapterNumber', { number: c + 1 });
  const errorId = useId();
  const byId = new Map(recipes.map((r) => [r._id, r]));
  const change = (c: number, chapter: Chapter) =>
    onChange(chapters.map((old, i) => (i === c ? chapter : old)));

  const moveChapter = (c: number, to: number) => {
    if (to < 0 || to >= chapters.length) return;
    onChange(moved(chapters, c, to));
    onSay(
      t('chapterMoved', {
        name: nameOf(chapters[c] as Chapter, c),
        place: to + 1,
        count: chapters.length,
      }),
    );
  };

  const removeChapter = (c: number) => {
    const gone = chapters[c];
    if (!gone || chapters.length === 1) return;
    const rest = chapters.filter((_, i) => i !== c);
    const into = Math.max(0, c - 1);
    const target = rest[into] as Chapter;
    rest[into] = { ...target, recipeIds: [...target.recipeIds, ...gone.recipeIds] };
    onChange(rest);
    onSay(t('chapterRemoved', { name: nameOf(gone, c), target: nameOf(target, into) }));
  };

  const moveRecipe = (id: string, to: number) => {
    const next = chapters.map((c) => ({ ...c, recipeIds: c.recipeIds.filter((r) => r !== id) }));
    const target = next[to];
    if (!target) return;
    target.recipeIds.push(id);
    onChange(next);
    onSay(t('recipeInChapter', { title: byId.get(id)?.title ?? '', chapter: nameOf(target, to) }));
  };

  const shift = (c: number, from: number, to: number) => {
    const chapter = chapters[c];
    if (!chapter || to < 0 || to >= chapter.recipeIds.length) return;
    change(c, { ...chapter, recipeIds: moved(chapter.recipeIds, from, to) });
  };

  return (
    <div className="cookbook-chapters" aria-describedby={error ? errorId : undefined}>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {chapters.map((chapter, c) => (
        <fieldset key={c} className="cookbook-chapter">
          <legend className="cookbook-chapter__legend">
            {t('chapterNumber', { number: c + 1 })}
          </legend>
          <div className="cookbook-chapter__head">
            <label className="cookbook-chapter__name">
              <span>{t('chapterName', { number: c + 1 })}</span>
              <input
                className="form-control"
                type="text"
                value={chapter.title}
                maxLength={COOKBOOK_LIMITS.chapterTitleMax}
                onChange={(event) => change(c, { ...chapter, title: event.target.value })}
              />
            </label>
            <Button
              variant="secondary"
              aria-label={t('moveUpChapter', { number: c + 1 })}
              disabled={c === 0}
              onClick={() => moveChapter(c, c - 1)}
            >
              {t('moveUp')}
            </Button>
            <Button
              variant="secondary"
              aria-label={t('moveDownChapter', { number: c + 1 })}
              disabled={c === chapters.length - 1}
              onClick={() => moveChapter(c, c + 1)}
            >
              {t('moveDown')}
            </Button>
            <Button
              variant="secondary"
              aria-label={t('removeChapter', { number: c + 1 })}
              disabled={chapters.length === 1}
              onClick={() => removeChapter(c)}
            >
              {t('remove')}
            </Button>
          </div>
          {chapter.recipeIds.length === 0 ? (
            <p className="cookbook-panel__text">{t('chapterEmpty')}</p>
          ) : (
            <ol
              className="cookbook-recipes"
              aria-label={t('recipesIn', { name: nameOf(chapter, c) })}
            >
              {chapter.recipeIds.map((id, r) => {
                const recipe = byId.get(id);
                if (!recipe) return null;
                return (
                  <li key={id} className="cookbook-row">
                    <div className="cookbook-row__body">
                      <RowPhoto src={recipe.thumbnail_image} />
                      <RowText recipe={recipe} />
                      <div className="cookbook-row__actions">
                        <label className="cookbook-row__chapter-choice">
                          <span>{t('inChapter')}</span>
                          <select
                            className="form-control"
                            aria-label={t('chapterOf', { title: recipe.title })}
                            value={c}
                            onChange={(event) => moveRecipe(id, Number(event.target.value))}
                          >
                            {chapters.map((option, o) => (
                              <option key={o} value={o}>
                                {nameOf(option, o)}
                              </option>
                            ))}
                          </select>
                        </label>
                        <Button
                          variant="secondary"
                          className="cookbook-row__button"
                          aria-label={t('moveUpRecipe', { title: recipe.title })}
                          disabled={r === 0}
                          onClick={() => shift(c, r, r - 1)}
                        >
                          {t('moveUp')}
                        </Button>
                        <Button
                          variant="secondary"
                          className="cookbook-row__button"
                          aria-label={t('moveDownRecipe', { title: recipe.title })}
                          disabled={r === chapter.recipeIds.length - 1}
                          onClick={() => shift(c, r, r + 1)}
                        >
                          {t('moveDown')}
                        </Button>
                        <Button
                          variant="secondary"
                          className="cookbook-row__button"
                          aria-label={t('takeOutRecipe', { title: recipe.title })}
                          onClick={() => onRemove(recipe)}
                        >
                          {t('takeOut')}
                        </Button>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
        </fieldset>
      ))}
      <Button
        variant="secondary"
        disabled={chapters.length >= COOKBOOK_LIMITS.chaptersMax}
        onClick={() =>
          onChange([
            ...chapters,
            { title: t('chapterNumber', { number: chapters.length + 1 }), recipeIds: [] },
          ])
        }
      >
        {t('addChapter')}
      </Button>
    </div>
  );
}
