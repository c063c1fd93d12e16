import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../../lib/api-client';
import { importRecipeFromUrl, type RecipeDraft } from '../api/import-recipe';
import { Button } from '../../../../components/ui/button';
import { useT } from '../../../../i18n/language';
import { recipeFormMessages } from '../messages';

/** The import's English words, as its tests read them; the page shows the reader's language. */
export const IMPORT_TEXT = {
  heading: recipeFormMessages.en.importHeading,
  label: recipeFormMessages.en.importLabel,
  button: recipeFormMessages.en.importButton,
  done: recipeFormMessages.en.importDone,
} as const;

/** "Import from a web page" on the submit page: asks the API for a draft and hands it over. */
export function ImportFromPage({
  onImported,
  disabled,
}: {
  onImported: (draft: RecipeDraft) => void;
  disabled: boolean;
}) {
  const t = useT(recipeFormMessages);
  const id = useId().replace(/:/g, '');
  const [busy, setBusy] = useState(false);
  const [notes, setNotes] = useState<string[] | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<{ url: string }>({
    defaultValues: { url: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const error = errors.url?.message;

  const importPage = async ({ url }: { url: string }) => {
    if (busy) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setBusy(true);
    setNotes(null);
    try {
      const draft = await importRecipeFromUrl(url.trim(), controller.signal);
      onImported(draft);
      setNotes(draft.warnings);
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      setError('url', {
        type: 'server',
        message: isApiError(err) ? err.message : t('importFailed'),
      });
    } finally {
      if (!controller.signal.aborted) setBusy(false);
    }
  };

  return (
    <section className="recipe-import" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="recipe-import__heading">
        {t('importHeading')}
      </h2>
      <p className="recipe-import__intro">{t('importIntro')}</p>
      <form
        className="recipe-import__form"
        noValidate
        onSubmit={(event) => void handleSubmit(importPage)(event)}
      >
        <label htmlFor={`${id}-url`} className="form-field__label">
          {t('importLabel')}
        </label>
        <div className="recipe-import__row">
          <input
            id={`${id}-url`}
            className="form-control"
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...register('url', {
              validate: (value) => value.trim() !== '' || t('importEmpty'),
              onChange: () => clearErrors('url'),
            })}
          />
          <Button variant="secondary" type="submit" disabled={busy || disabled} aria-busy={busy}>
            {busy ? t('importBusy') : t('importButton')}
          </Button>
        </div>
        {error && (
          <p id={`${id}-error`} className="form-field__error recipe-import__error" role="alert">
            {error}
          </p>
        )}
        <div role="status" className="recipe-import__status">
          {busy && <p>{t('importBusy')}</p>}
          {notes && (
            <>
              <p>{t('importDone')}</p>
              {notes.length > 0 && (
                <ul>
                  {notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </form>
    </section>
  );
}
