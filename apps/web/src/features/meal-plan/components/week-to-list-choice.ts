import type { PlanSkip, PlanToListPreview } from '@family-recipes/shared';
import { useMemo, useState } from 'react';
import { weekDays } from '../plan-dates';

/** One planned recipe of the preview, with its lines to buy. */
export type PreviewRecipe = PlanToListPreview['recipes'][number];
export type PreviewLine = PreviewRecipe['lines'][number];

/** How a line of a planned recipe is named: its plan line and its place in the recipe. */
const lineKey = (recipe: PreviewRecipe, line: PreviewLine) =>
  `${recipe.date} ${recipe.meal} ${recipe.position} ${line.line}`;

/**
 * The days ticked to begin with: today and the days after it; on a week that is over, none, and on
 * a week to come, all.
 */
function startingDays(start: string, today: string): string[] {
  return weekDays(start).filter((day) => day >= today);
}

/**
 * What the cook chose of the week: the days, and which lines of each recipe are ticked (every one
 * but the staples until changed). `recipes` are the chosen days' recipes in plan order; `skip`
 * the unticked lines of those days, as the add takes them.
 */
export function useWeekChoice(start: string, today: string, preview?: PlanToListPreview) {
  const [days, setDays] = useState<ReadonlySet<string>>(() => new Set(startingDays(start, today)));
  const [changed, setChanged] = useState<ReadonlyMap<string, boolean>>(new Map());
  const recipes = useMemo(
    () => (preview?.recipes ?? []).filter((recipe) => days.has(recipe.date)),
    [preview, days],
  );
  const isTicked = (recipe: PreviewRecipe, line: PreviewLine) =>
    changed.get(lineKey(recipe, line)) ?? !line.staple;
  const tickLines = (entries: [string, boolean][]) =>
    setChanged((was) => new Map([...was, ...entries]));

  const skip: PlanSkip[] = [];
  let count = 0;
  for (const recipe of recipes) {
    for (const line of recipe.lines) {
      if (isTicked(recipe, line)) count += 1;
      else
        skip.push({
          date: recipe.date,
          meal: recipe.meal,
          position: recipe.position,
          line: line.line,
        });
    }
  }

  return {
    days,
    recipes,
    /** How many lines are ticked on the chosen days. */
    count,
    skip,
    isTicked,
    tickDay: (day: string, ticked: boolean) =>
      setDays((was) => {
        const next = new Set(was);
        if (ticked) next.add(day);
        else next.delete(day);
        return next;
      }),
    tickLine: (recipe: PreviewRecipe, line: PreviewLine, ticked: boolean) =>
      tickLines([[lineKey(recipe, line), ticked]]),
    tickRecipe: (recipe: PreviewRecipe, ticked: boolean) =>
      tickLines(recipe.lines.map((line) => [lineKey(recipe, line), ticked])),
  };
}

export type WeekChoice = ReturnType<typeof useWeekChoice>;
