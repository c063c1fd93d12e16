import { todayUtc, type Recipe } from '@family-recipes/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePendingSync } from '../../sync';
import { cookedEntriesQueryOptions } from '../api/cooked-api';
import { CookedForm } from './cooked-form';
import { CookedList } from './cooked-list';
import { HouseholdNotes } from './household-notes';
import { TodayEntry } from './today-entry';
import './cooked.css';
import { TitledSection } from '../../../components/ui/titled-section';
import { useT } from '../../../i18n/language';
import { cookedMessages } from '../messages';

/**
 * Today's own note when there is one (one a day: a second would be refused), the form otherwise.
 * While the notes are being read the form waits, so that it does not flash before today's note.
 */
function FormOrToday({ recipeId }: { recipeId: string }) {
  const query = useQuery(cookedEntriesQueryOptions(recipeId));
  // The form stays while the note it sent, and its photo, are on their way.
  const [busy, setBusy] = useState(false);
  // Offline (the read paused) or unreadable, the form is there: the server refuses a second note.
  if (query.isPending && query.fetchStatus === 'fetching') return null;
  const today = todayUtc();
  const mine = query.data?.find((entry) => entry.mine && entry.cooked_on === today);
  return mine && !busy ? (
    <TodayEntry entry={mine} />
  ) : (
    <CookedForm recipeId={recipeId} onBusy={setBusy} />
  );
}

/** "We made this": the cook's own rating and note, then the family's notes, newest first. */
export default function CookedSection({
  recipe,
  canModerate,
  isOwner = false,
}: {
  recipe: Pick<Recipe, '_id' | 'title'>;
  /** The recipe's owner or an administrator: may hide and show notes. */
  canModerate: boolean;
  /** The recipe is the cook's own: their notes show, their ratings stay out of its average. */
  isOwner?: boolean;
}) {
  // Notes kept on this device while offline are sent once the connection is back.
  usePendingSync();
  const t = useT(cookedMessages);
  return (
    <TitledSection
      className="container cooked"
      headingClassName="cooked__title"
      heading={t('heading')}
    >
      <HouseholdNotes recipeId={recipe._id} />
      <p className="cooked__lead">{t('lead', { title: recipe.title })}</p>
      {isOwner && <p className="cooked__lead">{t('ownRecipe')}</p>}
      <div className="cooked__layout">
        <FormOrToday recipeId={recipe._id} />
        <CookedList recipeId={recipe._id} canModerate={canModerate} />
      </div>
    </TitledSection>
  );
}
