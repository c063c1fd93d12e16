import {
  HOUSEHOLD_LIMITS,
  renameHouseholdSchema,
  type Household,
  type RenameHouseholdInput,
} from '@family-recipes/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { controlProps, fieldIds, FormField } from '../../../components/ui/form-field';
import { SubmitOrCancel } from '../../../components/ui/form-buttons';
import { useRenameHousehold } from '../api/household-api';
import { useCheckedForm } from '../../../components/ui/use-checked-form';

/** The household's name; its owner may change it. */
export function HouseholdName({ household }: { household: Household }) {
  const titleId = useId();
  const [renaming, setRenaming] = useState(false);
  const owner = household.role === 'owner';
  return (
    <section className="household-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="household-panel__title">
        {household.name}
      </h2>
      <p className="household-panel__text">
        {household.members.length === 1
          ? 'Only you are in this household so far.'
          : `${household.members.length} cooks share this kitchen.`}
      </p>
      {owner &&
        (renaming ? (
          <RenameForm name={household.name} onDone={() => setRenaming(false)} />
        ) : (
          <div className="household-actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setRenaming(true)}
            >
              Rename household
            </button>
          </div>
        ))}
    </section>
  );
}

function RenameForm({ name, onDone }: { name: string; onDone(): void }) {
  const prefix = useId();
  const rename = useRenameHousehold();
  const form = useCheckedForm<RenameHouseholdInput, RenameHouseholdInput>(
    renameHouseholdSchema,
    { name },
    ['name'],
  );
  const ids = fieldIds(prefix, 'name');
  const error = form.formState.errors.name?.message;

  const send = (values: RenameHouseholdInput) =>
    rename.mutate(values, {
      onSuccess: (household) => {
        toast.success(`Your household is now called “${household.name}”.`);
        onDone();
      },
      onError: (failure) => form.failed(failure, 'We could not rename the household.'),
    });

  return (
    <form
      className="household-form"
      noValidate
      aria-label="Rename the household"
      onSubmit={(event) => void form.handleSubmit(send)(event)}
    >
      <FormField ids={ids} label="Household name" marker={false} error={error}>
        <input
          {...controlProps(ids, { error })}
          {...form.register('name')}
          className="form-control"
          type="text"
          autoFocus
          maxLength={HOUSEHOLD_LIMITS.nameMax}
        />
      </FormField>
      <SubmitOrCancel
        className="household-actions"
        submit="Save name"
        busy={rename.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
