import type { CookedEntry } from '@family-recipes/shared';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useDeleteCooked } from '../api/cooked-api';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/language';
import { cookedMessages } from '../messages';

const STORED_PHOTO = /-1280\.webp$/;

/** The stored photo's smaller variants, for the browser to choose from (`<uuid>-<width>.webp`). */
function srcSetOf(url: string): string | undefined {
  if (!STORED_PHOTO.test(url)) return undefined;
  return [320, 640, 1280]
    .map((width) => `${url.replace(STORED_PHOTO, `-${width}.webp`)} ${width}w`)
    .join(', ');
}

/** An entry's stars, note and photo. */
export function EntryBody({ entry }: { entry: CookedEntry }) {
  const t = useT(cookedMessages);
  const stars = t('starsOutOfFive', { count: entry.rating });
  return (
    <>
      <p className="cooked-note__stars" role="img" aria-label={stars}>
        {'★'.repeat(entry.rating)}
        <span className="cooked-note__stars-off">{'★'.repeat(5 - entry.rating)}</span>
      </p>
      {entry.note && <p className="cooked-note__text">{entry.note}</p>}
      {entry.photo && (
        <img
          className="cooked-note__photo"
          src={entry.photo}
          srcSet={srcSetOf(entry.photo)}
          sizes="(min-width: 48rem) 24rem, 100vw"
          alt={entry.mine ? t('dishYouMade') : t('dishTheyMade', { name: entry.user_name })}
          loading="lazy"
        />
      )}
    </>
  );
}

/**
 * Delete, then a confirmation in place: "Delete this note?" with Delete note and Keep it. The
 * focus goes to the confirmation and back to Delete when it is kept.
 */
export function DeleteEntry({ entry, label }: { entry: CookedEntry; label: string }) {
  const t = useT(cookedMessages);
  const [asking, setAsking] = useState(false);
  const remove = useDeleteCooked(entry.recipe_id);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (wasAsking.current) askRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <Button
        variant="secondary"
        className="cooked-note__action"
        ref={askRef}
        onClick={() => setAsking(true)}
      >
        {t('delete')} <span className="visually-hidden">{label}</span>
      </Button>
    );
  }
  const confirm = () =>
    remove.mutate(entry._id, {
      onSuccess: () => toast.success(t('noteDeleted')),
      onError: (error) => {
        toast.error(t('deleteFailed', { error: error.message }));
        setAsking(false);
      },
    });
  return (
    <div className="cooked-confirm" role="group" aria-label={t('deleteQuestion', { label })}>
      <p className="cooked-confirm__question">
        {entry.photo ? t('deleteNoteAndPhotoQuestion') : t('deleteNoteQuestion')}
      </p>
      <Button
        variant="primary"
        className="cooked-note__action"
        ref={confirmRef}
        disabled={remove.isPending}
        onClick={confirm}
      >
        {remove.isPending ? t('deleting') : t('deleteNote')}
      </Button>
      <Button
        variant="secondary"
        className="cooked-note__action"
        disabled={remove.isPending}
        onClick={() => setAsking(false)}
      >
        {t('keepIt')}
      </Button>
    </div>
  );
}
