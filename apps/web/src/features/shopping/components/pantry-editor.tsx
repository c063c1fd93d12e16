import { PANTRY_LIMITS, PANTRY_MESSAGES, stapleKey } from '@family-recipes/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { fieldIds, FormField } from '../../../components/ui/form-field';
import { usePantry, useReplacePantry } from '../api/pantry-api';
import './pantry-editor.css';
import { Button } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';
import { FieldInput } from '../../../components/ui/field-input';

/** Why a name cannot be added to `staples`, or undefined when it can. */
function refusalOf(name: string, staples: readonly string[]): string | undefined {
  if (name === '') return PANTRY_MESSAGES.stapleRequired;
  if (name.length > PANTRY_LIMITS.stapleMax) return PANTRY_MESSAGES.stapleTooLong;
  const key = stapleKey(name);
  const same = staples.find((staple) => stapleKey(staple) === key);
  if (same !== undefined) return `${same} is already in the pantry.`;
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
  const pantry = usePantry();
  return (
    <TitledSection className="pantry-editor" heading="Pantry staples">
      <p className="pantry-editor__text">
        What your household always has. When a recipe goes on a shopping list these lines are left
        unticked, so they are only added if you tick them.
      </p>
      {pantry.isPending ? (
        <p className="pantry-editor__text" role="status">
          Loading your pantry…
        </p>
      ) : pantry.isError ? (
        <div className="pantry-editor__problem" role="alert">
          <p className="pantry-editor__text">
            We could not load your pantry ({pantry.error.message}).
          </p>
          <Button variant="secondary" onClick={() => void pantry.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <PantryForm saved={pantry.data.staples.map((staple) => staple.name)} />
      )}
    </TitledSection>
  );
}

function PantryForm({ saved }: { saved: readonly string[] }) {
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
    const refusal = refusalOf(name, staples);
    if (refusal) {
      setAddError(refusal);
      input.current?.focus();
      return;
    }
    change([...staples, name], `${name} added.`);
    setDraft('');
    setAddError(undefined);
    input.current?.focus();
  };

  const remove = (index: number) => {
    const name = staples[index] ?? '';
    change(
      staples.filter((_, at) => at !== index),
      `${name} removed.`,
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
          toast.success('Pantry saved.');
        },
        onError: (failure) => setSaveError(failure.message),
      },
    );
  };

  return (
    <div className="pantry-editor__body">
      {staples.length === 0 ? (
        <p className="pantry-editor__text">
          No staples: every line of a recipe is ticked when it goes on a list.
        </p>
      ) : (
        <ul className="pantry-editor__list" aria-label="Staples">
          {staples.map((name, index) => (
            <li key={name} className="pantry-editor__staple">
              <span className="pantry-editor__name">{name}</span>
              <Button
                variant="secondary"
                className="pantry-editor__remove"
                aria-label={`Remove ${name}`}
                onClick={() => remove(index)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="pantry-editor__add" noValidate onSubmit={add}>
        <FormField ids={addIds} label="Add a staple" marker={false} error={addError}>
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
              Add
            </Button>
          </div>
        </FormField>
      </form>
      {saveError && (
        <p className="pantry-editor__error" role="alert">
          We could not save the pantry. {saveError}
        </p>
      )}
      <div className="pantry-editor__save">
        <Button variant="primary" disabled={save.isPending} onClick={send}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
        {unsaved && <span className="pantry-editor__text">Changes not saved yet.</span>}
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
