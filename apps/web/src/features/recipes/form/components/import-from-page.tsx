import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../../lib/api-client';
import { importRecipeFromUrl, type RecipeDraft } from '../api/import-recipe';
import { Button } from '../../../../components/ui/button';

export const IMPORT_TEXT = {
  heading: 'Import from a web page',
  intro:
    'Found the recipe on a cooking site? Paste the page’s address and the form below is filled in for you to check and complete.',
  label: 'Address of the recipe page',
  button: 'Import',
  busy: 'Importing…',
  done: 'Imported. Check every field, then submit.',
  failed: 'The recipe could not be imported.',
  empty: 'Paste the address of a recipe page first.',
} as const;

/** "Import from a web page" on the submit page: asks the API for a draft and hands it over. */
export function ImportFromPage({
  onImported,
  disabled,
}: {
  onImported: (draft: RecipeDraft) => void;
  disabled: boolean;
}) {
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
        message: isApiError(err) ? err.message : IMPORT_TEXT.failed,
      });
    } finally {
      if (!controller.signal.aborted) setBusy(false);
    }
  };

  return (
    <section className="recipe-import" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="recipe-import__heading">
        {IMPORT_TEXT.heading}
      </h2>
      <p className="recipe-import__intro">{IMPORT_TEXT.intro}</p>
      <form
        className="recipe-import__form"
        noValidate
        onSubmit={(event) => void handleSubmit(importPage)(event)}
      >
        <label htmlFor={`${id}-url`} className="form-field__label">
          {IMPORT_TEXT.label}
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
              validate: (value) => value.trim() !== '' || IMPORT_TEXT.empty,
              onChange: () => clearErrors('url'),
            })}
          />
          <Button variant="secondary" type="submit" disabled={busy || disabled} aria-busy={busy}>
            {busy ? IMPORT_TEXT.busy : IMPORT_TEXT.button}
          </Button>
        </div>
        {error && (
          <p id={`${id}-error`} className="form-field__error recipe-import__error" role="alert">
            {error}
          </p>
        )}
        <div role="status" className="recipe-import__status">
          {busy && <p>{IMPORT_TEXT.busy}</p>}
          {notes && (
            <>
              <p>{IMPORT_TEXT.done}</p>
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
