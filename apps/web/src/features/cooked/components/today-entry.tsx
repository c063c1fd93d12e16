import type { CookedEntry } from '@family-recipes/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { CookedEntryForm } from './cooked-entry-form';
import { DeleteEntry, EntryBody } from './entry-parts';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/language';
import { cookedMessages } from '../messages';

/**
 * The cook's own note of today, in place of the form: one note a day, so the form would only be
 * refused. Edit opens it in a form; Delete asks first, and then the form comes back.
 */
export function TodayEntry({ entry }: { entry: CookedEntry }) {
  const t = useT(cookedMessages);
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (!editing && wasEditing.current) editRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) return <CookedEntryForm entry={entry} onDone={() => setEditing(false)} />;
  return (
    <section className="cooked-today" aria-labelledby={headingId}>
      <h3 id={headingId} className="cooked-today__title">
        {t('yourNoteToday')}
      </h3>
      <EntryBody entry={entry} />
      <p className="cooked-today__hint">{t('oneNoteADay')}</p>
      <div className="cooked-today__actions">
        <Button
          variant="primary"
          className="cooked-note__action"
          ref={editRef}
          onClick={() => setEditing(true)}
        >
          {t('edit')} <span className="visually-hidden">{t('yourNoteTodayLabel')}</span>
        </Button>
        <DeleteEntry entry={entry} label={t('yourNoteTodayLabel')} />
      </div>
    </section>
  );
}
