import {
  cookedEntrySchema,
  cookedInputSchema,
  KITCHEN_MESSAGES,
  type CookedInput,
} from '@family-recipes/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import toast from 'react-hot-toast';
import { setServerErrors } from '../../../components/ui/form-errors';
import { syncMessages, useSendOrKeep } from '../../sync';
import { refreshHouseholdNotes, useCookedPhoto } from '../api/cooked-api';
import { CookedPhotoField, KEEP, type PhotoChoice } from './cooked-photo-field';
import { RatingAndNote } from './rating-and-note';
import { CheckedForm } from '../../../components/ui/checked-form';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/language';
import { cookedMessages } from '../messages';

/** The form's values: radios and text areas hold text; the schema turns the rating into a number. */
interface CookedValues {
  rating: string;
  note: string;
}

const FIELDS: readonly Path<CookedValues>[] = ['rating', 'note'];
const EMPTY: CookedValues = { rating: '', note: '' };

/**
 * A rating of one to five stars, an optional note and photo; one note a day for each recipe.
 * `onBusy` is told while a note and its photo are on their way, so that the form stays until
 * both are answered even once today's note has come back.
 */
export function CookedForm({
  recipeId,
  onBusy = () => {},
}: {
  recipeId: string;
  onBusy?: (busy: boolean) => void;
}) {
  const t = useT(cookedMessages);
  const sync = useT(syncMessages);
  const queryClient = useQueryClient();
  const prefix = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [keptHere, setKeptHere] = useState<string | null>(null);
  const [photo, setPhoto] = useState<PhotoChoice>(KEEP);
  const [photoKey, setPhotoKey] = useState(0);
  const add = useSendOrKeep();
  const sendPhoto = useCookedPhoto(recipeId);
  const form = useForm<CookedValues, unknown, CookedInput>({
    defaultValues: EMPTY,
    resolver: zodResolver(cookedInputSchema) as never,
    reValidateMode: 'onSubmit',
  });
  const [rating, note] = useWatch({ control: form.control, name: ['rating', 'note'] });

  const reset = () => {
    form.reset(EMPTY);
    setPhoto(KEEP);
    setPhotoKey((key) => key + 1);
  };
  const kept = () => {
    onBusy(false);
    setKeptHere(photo.kind === 'new' ? t('photoNotKept') : sync('savedOnDevice'));
    toast.success(sync('savedOnDevice'));
    reset();
  };
  const sent = (answer: unknown) => {
    const file = photo.kind === 'new' ? photo.file : null;
    const entry = cookedEntrySchema.safeParse(answer);
    reset();
    void refreshHouseholdNotes(queryClient);
    if (!file || !entry.success) {
      toast.success(t('noteSavedThanks'));
      onBusy(false);
      return;
    }
    sendPhoto.mutate(
      { entryId: entry.data._id, photo: file },
      {
        onSuccess: () => toast.success(t('noteAndPhotoSaved')),
        onError: (error) => toast.error(t('photoAddFailed', { error: error.message })),
        onSettled: () => onBusy(false),
      },
    );
  };
  const send = (values: CookedInput) => {
    setRefusal(null);
    setKeptHere(null);
    onBusy(true);
    const change = {
      kind: 'cooked',
      recipe_id: recipeId,
      rating: values.rating,
      note: values.note,
    } as const;
    add.send(change, {
      onSent: sent,
      onKept: kept,
      onRefused: (error) => {
        onBusy(false);
        if (error.status === 409) {
          setRefusal(error.message || KITCHEN_MESSAGES.alreadyCookedToday);
          return;
        }
        const marked = setServerErrors(form.setError, error.errors, (field) =>
          (FIELDS as readonly string[]).includes(field) ? (field as Path<CookedValues>) : undefined,
        );
        if (marked[0]) form.setFocus(marked[0]);
        toast.error(t('saveFailed', { error: error.message }));
      },
    });
  };
  const busy = add.isPending || sendPhoto.isPending;

  return (
    <CheckedForm form={form} onValid={send} className="cooked-form" aria-label={t('formLabel')}>
      <RatingAndNote form={form} prefix={prefix} rating={rating} note={note} />
      <CookedPhotoField key={photoKey} choice={photo} onChoose={setPhoto} />

      {refusal && (
        <p className="cooked-form__refusal" role="alert">
          {refusal}
        </p>
      )}
      {keptHere && (
        <p className="cooked-form__kept" role="status">
          {keptHere}
        </p>
      )}
      <Button variant="primary" large type="submit" disabled={busy}>
        {busy ? t('saving') : t('saveOurNote')}
      </Button>
    </CheckedForm>
  );
}
