import type { CookedEntry } from '@family-recipes/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { LoadFailure } from '../../../components/ui/retry-button';
import { cookedEntriesQueryOptions, useSetCookedHidden } from '../api/cooked-api';
import { CookedEntryForm } from './cooked-entry-form';
import { DeleteEntry, EntryBody } from './entry-parts';
import { formatCookedOn } from './dates';
import { Button } from '../../../components/ui/button';
import { useLanguage, useT } from '../../../i18n/language';
import { cookedMessages } from '../messages';

/**
 * The family's notes, newest first. The cook edits and deletes their own; the recipe's owner and
 * administrators may hide or show each.
 */
export function CookedList({ recipeId, canModerate }: { recipeId: string; canModerate: boolean }) {
  const t = useT(cookedMessages);
  const query = useQuery(cookedEntriesQueryOptions(recipeId));

  if (query.isPending) {
    return (
      <p className="cooked-list__state" role="status">
        <span className="spinner" aria-hidden="true" /> {t('loadingNotes')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <LoadFailure
        className="cooked-list__state cooked-list__state--error"
        message={t('notesLoadFailed', { error: query.error.message })}
        query={query}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <p className="cooked-list__state" role="status">
        {t('noNotes')}
      </p>
    );
  }
  return (
    <ul className="cooked-list" aria-label={t('familyNotes')}>
      {query.data.map((entry) => (
        <CookedNote key={entry._id} entry={entry} recipeId={recipeId} canModerate={canModerate} />
      ))}
    </ul>
  );
}

function CookedNote({
  entry,
  recipeId,
  canModerate,
}: {
  entry: CookedEntry;
  recipeId: string;
  canModerate: boolean;
}) {
  const t = useT(cookedMessages);
  const { language } = useLanguage();
  const visibility = useSetCookedHidden(recipeId);
  const [editing, setEditing] = useState(false);
  const day = formatCookedOn(entry.cooked_on, language);
  const label = entry.mine
    ? t('yourNoteOf', { day })
    : t('noteFrom', { name: entry.user_name, day });

  const setHidden = (hidden: boolean) =>
    visibility.mutate(
      { entryId: entry._id, hidden },
      {
        onSuccess: () => toast.success(hidden ? t('noteHidden') : t('noteShown')),
        onError: (error) =>
          toast.error(
            hidden
              ? t('hideFailed', { error: error.message })
              : t('showFailed', { error: error.message }),
          ),
      },
    );

  return (
    <li className={`cooked-note${entry.hidden ? ' cooked-note--hidden' : ''}`}>
      <div className="cooked-note__head">
        <p className="cooked-note__who">
          <strong>{entry.user_name}</strong>
          {entry.mine && <span className="cooked-note__mine"> {t('you')}</span>}
        </p>
        <time className="cooked-note__day" dateTime={entry.cooked_on}>
          {day}
        </time>
        {entry.hidden && <span className="cooked-note__badge">{t('hiddenBadge')}</span>}
      </div>
      {editing ? (
        <CookedEntryForm entry={entry} onDone={() => setEditing(false)} />
      ) : (
        <>
          <EntryBody entry={entry} />
          <div className="cooked-note__actions">
            {entry.mine && (
              <>
                <Button
                  variant="secondary"
                  className="cooked-note__action"
                  onClick={() => setEditing(true)}
                >
                  {t('edit')} <span className="visually-hidden">{label}</span>
                </Button>
                <DeleteEntry entry={entry} label={label} />
              </>
            )}
            {canModerate && (
              <Button
                variant="secondary"
                className="cooked-note__action"
                disabled={visibility.isPending}
                onClick={() => setHidden(!entry.hidden)}
              >
                {entry.hidden ? t('show') : t('hide')}{' '}
                <span className="visually-hidden">{label}</span>
              </Button>
            )}
          </div>
        </>
      )}
    </li>
  );
}
