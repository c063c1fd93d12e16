import { COOKBOOK_LIMITS, type CookbookRecipe } from '@family-recipes/shared';
import { useId } from 'react';
import { FieldError } from '../../../components/ui/form-field';
import { Button } from '../../../components/ui/button';
import { moved } from '../book-order';
import type { Chapter } from './chapter-order';
import { RowPhoto } from './row-photo';
import { RowText } from './row-text';

const nameOf = (chapter: Chapter, c: number) => chapter.title.trim() || `Chapter ${c + 1}`;

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
  const errorId = useId();
  const byId = new Map(recipes.map((r) => [r._id, r]));
  const change = (c: number, chapter: Chapter) =>
    onChange(chapters.map((old, i) => (i === c ? chapter : old)));

  const moveChapter = (c: number, to: number) => {
    if (to < 0 || to >= chapters.length) return;
    onChange(moved(chapters, c, to));
    onSay(`“${nameOf(chapters[c] as Chapter, c)}” is now chapter ${to + 1} of ${chapters.length}.`);
  };

  const removeChapter = (c: number) => {
    const gone = chapters[c];
    if (!gone || chapters.length === 1) return;
    const rest = chapters.filter((_, i) => i !== c);
    const into = Math.max(0, c - 1);
    const target = rest[into] as Chapter;
    rest[into] = { ...target, recipeIds: [...target.recipeIds, ...gone.recipeIds] };
    onChange(rest);
    onSay(
      `The chapter “${nameOf(gone, c)}” was removed; its recipes went to “${nameOf(target, into)}”.`,
    );
  };

  const moveRecipe = (id: string, to: number) => {
    const next = chapters.map((c) => ({ ...c, recipeIds: c.recipeIds.filter((r) => r !== id) }));
    const target = next[to];
    if (!target) return;
    target.recipeIds.push(id);
    onChange(next);
    onSay(`“${byId.get(id)?.title ?? ''}” is now in “${nameOf(target, to)}”.`);
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
          <legend className="cookbook-chapter__legend">Chapter {c + 1}</legend>
          <div className="cookbook-chapter__head">
            <label className="cookbook-chapter__name">
              <span>Name of chapter {c + 1}</span>
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
              aria-label={`Move up chapter ${c + 1}`}
              disabled={c === 0}
              onClick={() => moveChapter(c, c - 1)}
            >
              Move up
            </Button>
            <Button
              variant="secondary"
              aria-label={`Move down chapter ${c + 1}`}
              disabled={c === chapters.length - 1}
              onClick={() => moveChapter(c, c + 1)}
            >
              Move down
            </Button>
            <Button
              variant="secondary"
              aria-label={`Remove chapter ${c + 1}`}
              disabled={chapters.length === 1}
              onClick={() => removeChapter(c)}
            >
              Remove
            </Button>
          </div>
          {chapter.recipeIds.length === 0 ? (
            <p className="cookbook-panel__text">No recipes in this chapter yet.</p>
          ) : (
            <ol className="cookbook-recipes" aria-label={`Recipes in ${nameOf(chapter, c)}`}>
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
                          <span>In chapter</span>
                          <select
                            className="form-control"
                            aria-label={`Chapter of “${recipe.title}”`}
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
                          aria-label={`Move up “${recipe.title}”`}
                          disabled={r === 0}
                          onClick={() => shift(c, r, r - 1)}
                        >
                          Move up
                        </Button>
                        <Button
                          variant="secondary"
                          className="cookbook-row__button"
                          aria-label={`Move down “${recipe.title}”`}
                          disabled={r === chapter.recipeIds.length - 1}
                          onClick={() => shift(c, r, r + 1)}
                        >
                          Move down
                        </Button>
                        <Button
                          variant="secondary"
                          className="cookbook-row__button"
                          aria-label={`Take out “${recipe.title}”`}
                          onClick={() => onRemove(recipe)}
                        >
                          Take out
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
          onChange([...chapters, { title: `Chapter ${chapters.length + 1}`, recipeIds: [] }])
        }
      >
        Add a chapter
      </Button>
    </div>
  );
}
