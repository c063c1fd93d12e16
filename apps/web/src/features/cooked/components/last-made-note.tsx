import { todayUtc } from '@family-recipes/shared';
import { useQuery } from '@tanstack/react-query';
import { recipeNotesQueryOptions } from '../api/cooked-api';
import { useLanguage, useT } from '../../../i18n/language';
import { cookedMessages } from '../messages';
import { madeAgo } from './dates';

/**
 * Cards are read in fixed groups counted from the first: a group's key stays the same while "Load
 * more" adds cards after it, so what was read is not read again, and a group stays within the
 * call's limit of ids.
 */
export const CARDS_PER_READ = 48;

export function groupOf(ids: readonly string[], recipeId: string): readonly string[] {
  const index = ids.indexOf(recipeId);
  if (index < 0) return [recipeId];
  const start = index - (index % CARDS_PER_READ);
  return ids.slice(start, start + CARDS_PER_READ);
}

/** The line itself, once the household's notes for the card's group are read. */
export default function LastMadeNote({
  recipeId,
  ids,
}: {
  recipeId: string;
  ids: readonly string[];
}) {
  const t = useT(cookedMessages);
  const { language } = useLanguage();
  const lastMade = useQuery({
    ...recipeNotesQueryOptions(groupOf(ids, recipeId)),
    select: (notes) => notes.find((note) => note.recipe_id === recipeId)?.last_made,
  }).data;
  return lastMade ? (
    <p className="last-made">{t('lastMade', { ago: madeAgo(lastMade, todayUtc(), language) })}</p>
  ) : null;
}
