import { ACCEPTED_IMAGE_ACCEPT, IMAGE_LIMITS, isAcceptedImageType } from '@family-recipes/shared';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { controlProps, fieldIds, FormField } from '../../../components/ui/form-field';
import { useObjectUrl } from '../../../hooks/use-object-url';
import { Button } from '../../../components/ui/button';

const MAX_MEGABYTES = Math.round(IMAGE_LIMITS.maxBytes / (1024 * 1024));

/** The recipe form's checks of a picked photo, before anything is sent. */
export const PHOTO_MESSAGES = {
  wrongType: 'Please choose a JPEG, PNG, WebP or AVIF photo.',
  tooLarge: `This photo is larger than ${MAX_MEGABYTES} MB. Please choose a smaller one.`,
} as const;

/** What is wrong with a picked photo, checked like the server checks it. */
function photoProblem(file: File): string | undefined {
  if (!isAcceptedImageType(file.type)) return PHOTO_MESSAGES.wrongType;
  return file.size > IMAGE_LIMITS.maxBytes ? PHOTO_MESSAGES.tooLarge : undefined;
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
  const ids = fieldIds(useId(), 'photo');
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | undefined>();
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
      label="A photo of the dish"
      hint={`JPEG, PNG, WebP or AVIF, up to ${MAX_MEGABYTES} MB.`}
      error={problem}
    >
      <div className="cooked-photo">
        {shown && (
          <img
            className="cooked-photo__preview"
            src={shown}
            alt={chosen ? 'The photo you chose' : 'The photo of this note'}
          />
        )}
        {choice.kind === 'remove' && (
          <p className="cooked-photo__state">The photo will be taken off when you save.</p>
        )}
        <input
          {...controlProps(ids, { hint: true, error: problem })}
          ref={inputRef}
          type="file"
          accept={ACCEPTED_IMAGE_ACCEPT}
          className="cooked-photo__input"
          onChange={pick}
        />
        {chosen && (
          <Button variant="secondary" onClick={choose(KEEP)}>
            Do not use this photo
          </Button>
        )}
        {current && choice.kind === 'keep' && (
          <Button variant="secondary" onClick={choose({ kind: 'remove' })}>
            Take the photo off
          </Button>
        )}
        {current && choice.kind === 'remove' && (
          <Button variant="secondary" onClick={choose(KEEP)}>
            Keep the photo
          </Button>
        )}
      </div>
    </FormField>
  );
}
