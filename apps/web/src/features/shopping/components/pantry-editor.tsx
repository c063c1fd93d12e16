import { PANTRY_LIMITS, PANTRY_MESSAGES, stapleKey } from '@family-recipes/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { fieldIds, FormField } from '../../../components/ui/form-field';
import { useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { usePantry, useReplacePantry } from '../api/pantry-api';
import { shoppingMessages, type ShoppingT } from '../messages';
import './pantry-editor.css';
import { Button } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';
import { FieldInput } from '../../../components/ui/field-input';

/** Why a name cannot be added to `staples`, or undefined when it can. */
function refusalOf(name: string, staples: readonly string[], t: ShoppingT): string | undefined {
  if (name === '') return PANTRY_MESSAGES.stapleRequired;
  if (name.length > PANTRY_LIMITS.stapleMax) return PANTRY_MESSAGES.stapleTooLong;
  const key = stapleKey(name);
  const same = staples.find((staple) => stapleKey(staple) === key);
  if (same !== undefined) return t('alreadyInPantry', { name: same });
  if (staples.length >= PANTRY_LIMITS.staples) return PANTRY_MESSAGES.tooManyStaples;
  return undefined;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, index) => name === b[index]);

/**
 * The household's pantry staples (salt, pepper, oil and water until edited): what every member's
 * shopping lists leave off unless ticked. Staples are removed and added here and kept on "Save".
 */
export default function PantryEditor() {
  const t = useT(shoppingMessages);
  const shared = useSharedText();
  const pantry = usePantry();
  return (
    <TitledSection className="pantry-editor" heading={t('pantryTitle')}>
      <p className="pantry-editor__text">{t('pantryIntro')}</p>
      {pantry.isPending ? (
        <p className="pantry-editor__text" role="status">
          {t('loadingPantry')}
        </p>
      ) : pantry.isError ? (
        <div className="pantry-editor__problem" role="alert">
          <p className="pantry-editor__text">
            {t('pantryLoadFailed', { reason: shared(pantry.error.message) })}
          </p>
          <Button variant="secondary" onClick={() => void pantry.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : (
        <PantryForm saved={pantry.data.staples.map((staple) => staple.name)} />
      )}
    </TitledSection>
  );
}

function PantryForm({ saved }: { saved: readonly string[] }) {
  const t = useT(shoppingMessages);
  const prefix = useId();
  const [staples, setStaples] = useState<readonly string[]>(saved);
  const [draft, setDraft] = useState('');
  const [addError, setAddError] = useState<string>();
  const [saveError, setSaveError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const save = useReplacePantry();
  const addIds = fieldIds(prefix, 'staple');
  const unsaved = !sameList(staples, saved);

  const change = (next: readonly string[], said: string) => {
    setStaples(next);
    setSaveError(undefined);
    setAnnouncement(said);
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = draft.trim();
    const refusal = refusalOf(name, staples, t);
    if (refusal) {
      setAddError(refusal);
      input.current?.focus();
      return;
    }
    change([...staples, name], t('stapleAdded', { name }));
    setDraft('');
    setAddError(undefined);
    input.current?.focus();
  };

  const remove = (index: number) => {
    const name = staples[index] ?? '';
    change(
      staples.filter((_, at) => at !== index),
      t('stapleRemoved', { name }),
    );
    // The button is gone: the focus goes where another staple is added.
    input.current?.focus();
  };

  const send = () => {
    save.mutate(
      { staples: [...staples] },
      {
        onSuccess: (pantry) => {
          setStaples(pantry.staples.map((staple) => staple.name));
          setSaveError(undefined);
          toast.success(t('pantrySaved'));
        },
        onError: (failure) => setSaveError(failure.message),
      },
    );
  };

  return (
    <div className="pantry-editor__body">
      {staples.length === 0 ? (
        <p className="pantry-editor__text">{t('noStaples')}</p>
      ) : (
        <ul className="pantry-editor__list" aria-label={t('staples')}>
          {staples.map((name, index) => (
            <li key={name} className="pantry-editor__staple">
              <span className="pantry-editor__name">{name}</span>
              <Button
                variant="secondary"
                className="pantry-editor__remove"
                aria-label={t('removeNamed', { name })}
                onClick={() => remove(index)}
              >
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="pantry-editor__add" noValidate onSubmit={add}>
        <FormField ids={addIds} label={t('addStaple')} marker={false} error={addError}>
          <div className="pantry-editor__row">
            <FieldInput
              ids={addIds}
              error={addError}
              ref={input}
              value={draft}
              maxLength={PANTRY_LIMITS.stapleMax}
              autoComplete="off"
              onChange={(event) => {
                setDraft(event.target.value);
                setAddError(undefined);
              }}
            />
            <Button variant="secondary" type="submit">
              {t('add')}
            </Button>
          </div>
        </FormField>
      </form>
      {saveError && (
        <p className="pantry-editor__error" role="alert">
          {t('pantrySaveFailed', { reason: saveError })}
        </p>
      )}
      <div className="pantry-editor__save">
        <Button variant="primary" disabled={save.isPending} onClick={send}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
        {unsaved && <span className="pantry-editor__text">{t('notSavedYet')}</span>}
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
