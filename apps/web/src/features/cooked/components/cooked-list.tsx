import type { CookedEntry } from '@family-recipes/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { LoadFailure } from '../../../components/ui/retry-button';
import { cookedEntriesQueryOptions, useSetCookedHidden } from '../api/cooked-api';
import { CookedEntryForm } from './cooked-entry-form';
import { DeleteEntry, EntryBody, formatCookedOn } from './entry-parts';
import { Button } from '../../../components/ui/button';

/**
 * The family's notes, newest first. The cook edits and deletes their own; the recipe's owner and
 * administrators may hide or show each.
 */
export function CookedList({ recipeId, canModerate }: { recipeId: string; canModerate: boolean }) {
  const query = useQuery(cookedEntriesQueryOptions(recipeId));

  if (query.isPending) {
    return (
      <p className="cooked-list__state" role="status">
        <span className="spinner" aria-hidden="true" /> Loading the family’s notes…
      </p>
    );
  }
  if (query.isError) {
    return (
      <LoadFailure
        className="cooked-list__state cooked-list__state--error"
        message={`We could not load the family’s notes. ${query.error.message}`}
        query={query}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <p className="cooked-list__state" role="status">
        No notes yet. Be the first to say you made it.
      </p>
    );
  }
  return (
    <ul className="cooked-list" aria-label="The family’s notes">
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
  const visibility = useSetCookedHidden(recipeId);
  const [editing, setEditing] = useState(false);
  const day = formatCookedOn(entry.cooked_on);
  const label = entry.mine ? `your note of ${day}` : `the note from ${entry.user_name}, ${day}`;

  const setHidden = (hidden: boolean) =>
    visibility.mutate(
      { entryId: entry._id, hidden },
      {
        onSuccess: () => toast.success(hidden ? 'The note is hidden.' : 'The note is shown again.'),
        onError: (error) =>
          toast.error(`We could not ${hidden ? 'hide' : 'show'} that note. ${error.message}`),
      },
    );

  return (
    <li className={`cooked-note${entry.hidden ? ' cooked-note--hidden' : ''}`}>
      <div className="cooked-note__head">
        <p className="cooked-note__who">
          <strong>{entry.user_name}</strong>
          {entry.mine && <span className="cooked-note__mine"> (you)</span>}
        </p>
        <time className="cooked-note__day" dateTime={entry.cooked_on}>
          {day}
        </time>
        {entry.hidden && <span className="cooked-note__badge">Hidden</span>}
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
                  Edit <span className="visually-hidden">{label}</span>
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
                {entry.hidden ? 'Show' : 'Hide'} <span className="visually-hidden">{label}</span>
              </Button>
            )}
          </div>
        </>
      )}
    </li>
  );
}
