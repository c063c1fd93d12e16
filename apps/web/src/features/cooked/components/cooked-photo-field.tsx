import {
  ACCEPTED_IMAGE_ACCEPT,
  formatMessage,
  IMAGE_LIMITS,
  isAcceptedImageType,
} from '@family-recipes/shared';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { controlProps, fieldIds, FormField } from '../../../components/ui/form-field';
import { useObjectUrl } from '../../../hooks/use-object-url';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/language';
import { cookedMessages } from '../messages';

const MAX_MEGABYTES = Math.round(IMAGE_LIMITS.maxBytes / (1024 * 1024));

type PhotoProblem = 'photoWrongType' | 'photoTooLarge';

/** The form's checks of a picked photo, before anything is sent, in English. */
export const PHOTO_MESSAGES = {
  wrongType: cookedMessages.en.photoWrongType,
  tooLarge: formatMessage(cookedMessages.en.photoTooLarge, { mb: MAX_MEGABYTES }, 'en'),
} as const;

/** What is wrong with a picked photo, checked like the server checks it. */
function photoProblem(file: File): PhotoProblem | undefined {
  if (!isAcceptedImageType(file.type)) return 'photoWrongType';
  return file.size > IMAGE_LIMITS.maxBytes ? 'photoTooLarge' : undefined;
}

/** What the form will do with the entry's photo. */
export type PhotoChoice = { kind: 'keep' } | { kind: 'new'; file: File } | { kind: 'remove' };

export const KEEP: PhotoChoice = { kind: 'keep' };

/**
 * An optional photo of the dish: a file picker, a preview of the chosen photo, and the photo the
 * entry has now (when editing) with a button to take it off. A refused file is cleared with its
 * message.
 */
export function CookedPhotoField({
  choice,
  onChoose,
  current = null,
}: {
  choice: PhotoChoice;
  onChoose: (choice: PhotoChoice) => void;
  /** The entry's photo now, when editing. */
  current?: string | null;
}) {
  const t = useT(cookedMessages);
  const ids = fieldIds(useId(), 'photo');
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<PhotoProblem | undefined>();
  const problemText = problem && t(problem, { mb: MAX_MEGABYTES });
  const chosen = choice.kind === 'new' ? choice.file : null;
  const preview = useObjectUrl(chosen);
  const shown = chosen ? preview : choice.kind === 'keep' ? current : null;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const refused = photoProblem(file);
    setProblem(refused);
    if (refused) {
      event.target.value = '';
      return;
    }
    onChoose({ kind: 'new', file });
  };
  const choose = (next: PhotoChoice) => () => {
    setProblem(undefined);
    if (inputRef.current) inputRef.current.value = '';
    onChoose(next);
  };

  return (
    <FormField
      ids={ids}
      label={t('photoLabel')}
      hint={t('photoHint', { mb: MAX_MEGABYTES })}
      error={problemText}
    >
      <div className="cooked-photo">
        {shown && (
          <img
            className="cooked-photo__preview"
            src={shown}
            alt={chosen ? t('photoYouChose') : t('photoOfNote')}
          />
        )}
        {choice.kind === 'remove' && (
          <p className="cooked-photo__state">{t('photoWillBeRemoved')}</p>
        )}
        <input
          {...controlProps(ids, { hint: true, error: problemText })}
          ref={inputRef}
          type="file"
          accept={ACCEPTED_IMAGE_ACCEPT}
          className="cooked-photo__input"
          onChange={pick}
        />
        {chosen && (
          <Button variant="secondary" onClick={choose(KEEP)}>
            {t('dontUsePhoto')}
          </Button>
        )}
        {current && choice.kind === 'keep' && (
          <Button variant="secondary" onClick={choose({ kind: 'remove' })}>
            {t('takePhotoOff')}
          </Button>
        )}
        {current && choice.kind === 'remove' && (
          <Button variant="secondary" onClick={choose(KEEP)}>
            {t('keepPhoto')}
          </Button>
        )}
      </div>
    </FormField>
  );
}
