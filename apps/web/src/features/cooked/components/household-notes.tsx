import { addFavourite, todayUtc } from '@family-recipes/shared';
import { useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { LoadFailure } from '../../../components/ui/retry-button';
import { endpointKey } from '../../../lib/endpoint-query';
import { recipeNotesQueryOptions } from '../api/cooked-api';
import { useLanguage, useT } from '../../../i18n/language';
import { cookedMessages } from '../messages';
import { madeAgo } from './dates';

/** Reads the counts again once the last heart pressed on the page has been answered. */
function useRefreshAfterHearts(recipeId: string) {
  const queryClient = useQueryClient();
  const pressing = useIsMutating({ mutationKey: endpointKey(addFavourite) });
  const wasPressing = useRef(0);
  useEffect(() => {
    if (wasPressing.current > 0 && pressing === 0) {
      void queryClient.invalidateQueries({
        queryKey: recipeNotesQueryOptions([recipeId]).queryKey,
      });
    }
    wasPressing.current = pressing;
  }, [pressing, queryClient, recipeId]);
}

/** "Last made 3 days ago", "Loved by 3 in your household": what the cook's household knows of the recipe. */
export function HouseholdNotes({ recipeId }: { recipeId: string }) {
  const t = useT(cookedMessages);
  const { language } = useLanguage();
  const query = useQuery(recipeNotesQueryOptions([recipeId]));
  useRefreshAfterHearts(recipeId);
  if (query.isPending) {
    return (
      <p className="cooked-household cooked-household--state" role="status">
        <span className="spinner" aria-hidden="true" /> {t('lookingAtNotes')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <LoadFailure
        className="cooked-household cooked-household--state"
        message={t('notesReadFailed', { error: query.error.message })}
        query={query}
      />
    );
  }
  const note = query.data[0];
  if (!note) return null;
  const parts = [
    note.last_made
      ? t('lastMade', { ago: madeAgo(note.last_made, todayUtc(), language) })
      : t('notMadeYet'),
    ...(note.loved_by > 0 ? [t('lovedBy', { count: note.loved_by })] : []),
  ];
  return (
    <ul className="cooked-household" aria-label={t('inYourHousehold')}>
      {parts.map((part) => (
        <li key={part} className="cooked-household__item">
          {part}
        </li>
      ))}
    </ul>
  );
}
