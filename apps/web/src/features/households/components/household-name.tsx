import {
  HOUSEHOLD_LIMITS,
  renameHouseholdSchema,
  type Household,
  type RenameHouseholdInput,
} from '@family-recipes/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { fieldIds, FormField } from '../../../components/ui/form-field';
import { SubmitOrCancel } from '../../../components/ui/form-buttons';
import { useRenameHousehold } from '../api/household-api';
import { useCheckedForm } from '../../../components/ui/use-checked-form';
import { CheckedForm } from '../../../components/ui/checked-form';
import { Button } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';
import { FieldInput } from '../../../components/ui/field-input';
import { useT } from '../../../i18n/language';
import { householdsMessages } from '../messages';

/** The household's name; its owner may change it. */
export function HouseholdName({ household }: { household: Household }) {
  const t = useT(householdsMessages);
  const [renaming, setRenaming] = useState(false);
  const owner = household.role === 'owner';
  return (
    <TitledSection className="household-panel" heading={<>{household.name}</>}>
      <p className="household-panel__text">
        {household.members.length === 1
          ? t('onlyYou')
          : t('cooksShare', { count: household.members.length })}
      </p>
      {owner &&
        (renaming ? (
          <RenameForm name={household.name} onDone={() => setRenaming(false)} />
        ) : (
          <div className="household-actions">
            <Button variant="secondary" onClick={() => setRenaming(true)}>
              {t('renameHousehold')}
            </Button>
          </div>
        ))}
    </TitledSection>
  );
}

function RenameForm({ name, onDone }: { name: string; onDone(): void }) {
  const t = useT(householdsMessages);
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
        toast.success(t('renamedToast', { name: household.name }));
        onDone();
      },
      onError: (failure) => form.failed(failure, t('renameFailed')),
    });

  return (
    <CheckedForm
      form={form}
      onValid={send}
      className="household-form"
      aria-label={t('renameFormLabel')}
    >
      <FormField ids={ids} label={t('householdNameLabel')} marker={false} error={error}>
        <FieldInput
          ids={ids}
          error={error}
          {...form.register('name')}
          autoFocus
          maxLength={HOUSEHOLD_LIMITS.nameMax}
        />
      </FormField>
      <SubmitOrCancel
        className="household-actions"
        submit={t('saveName')}
        busy={rename.isPending}
        onCancel={onDone}
      />
    </CheckedForm>
  );
}
