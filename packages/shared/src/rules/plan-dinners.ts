/*
 * "Fill empty dinners" (docs/product.md, the family kitchen): which recipe goes into each empty
 * dinner of a week, under the household's meal rules. Pure, so the API's choice and its tests
 * share it.
 */

/** A recipe that suits dinner, in the order it is preferred (the caller shuffles). */
export interface DinnerCandidate {
  id: string;
  /** One of the cook's favourites. */
  favourite: boolean;
}

/** A recipe already planned on a day (any meal), before or after the days to fill. */
export interface PlannedDay {
  day: string;
  recipeId: string;
}

export interface DinnerRules {
  /** A recipe is not planned again within this many days of another time (0: off). */
  noRepeatDays: number;
  /** At least one favourite dinner in the week, when the cook has one that fits. */
  favouriteNeeded: boolean;
}

export interface DinnerChoice {
  day: string;
  recipeId: string;
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/**
 * One recipe for as many of `days` (the empty dinners, YYYY-MM-DD) as the rules allow: never a
 * recipe that is not a candidate, never one planned (or chosen) fewer than `noRepeatDays` days
 * from the day, and, when a favourite is needed, a favourite on the first day one fits. Among the
 * candidates that fit, the one chosen least so far comes first, then the given order. A day no
 * candidate fits is left out.
 */
export function planDinners(
  days: readonly string[],
  candidates: readonly DinnerCandidate[],
  history: readonly PlannedDay[],
  rules: DinnerRules,
): DinnerChoice[] {
  const seen = new Map<string, number[]>();
  const note = (recipeId: string, day: string) =>
    seen.set(recipeId, [...(seen.get(recipeId) ?? []), dayNumber(day)]);
  for (const planned of history) note(planned.recipeId, planned.day);

  const fits = (candidate: DinnerCandidate, day: string) => {
    const at = dayNumber(day);
    return (seen.get(candidate.id) ?? []).every(
      (other) => Math.abs(other - at) >= rules.noRepeatDays,
    );
  };
  const uses = (candidate: DinnerCandidate) => seen.get(candidate.id)?.length ?? 0;
  const best = (pool: readonly DinnerCandidate[], day: string) =>
    pool
      .filter((candidate) => fits(candidate, day))
      .reduce<DinnerCandidate | undefined>(
        (chosen, candidate) => (chosen && uses(chosen) <= uses(candidate) ? chosen : candidate),
        undefined,
      );

  const open = [...new Set(days)].sort();
  const chosen = new Map<string, string>();
  if (rules.favouriteNeeded) {
    const favourites = candidates.filter((candidate) => candidate.favourite);
    for (const day of open) {
      const pick = best(favourites, day);
      if (!pick) continue;
      chosen.set(day, pick.id);
      note(pick.id, day);
      break;
    }
  }
  for (const day of open) {
    if (chosen.has(day)) continue;
    const pick = best(candidates, day);
    if (!pick) continue;
    chosen.set(day, pick.id);
    note(pick.id, day);
  }
  return open.flatMap((day) => {
    const recipeId = chosen.get(day);
    return recipeId ? [{ day, recipeId }] : [];
  });
}
