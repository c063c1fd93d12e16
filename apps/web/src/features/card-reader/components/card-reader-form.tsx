import {
  CARD_READER_LIMITS,
  CARD_READER_MESSAGES,
  cardReaderSettingsInputSchema,
  type CardReaderSettings,
  type CardReaderSettingsInput,
} from '@family-recipes/shared';
import { useId, useState } from 'react';
import type { Path } from 'react-hook-form';
import toast from 'react-hot-toast';
import { CheckedForm } from '../../../components/ui/checked-form';
import { FieldInput } from '../../../components/ui/field-input';
import { fieldIds, FormField } from '../../../components/ui/form-field';
import { TitledSection } from '../../../components/ui/titled-section';
import { useCheckedForm } from '../../../components/ui/use-checked-form';
import { useT, type Translate } from '../../../i18n/language';
import { useSaveCardReaderSettings } from '../api/card-reader-api';
import { cardReaderMessages } from '../messages';

type Key = keyof typeof cardReaderMessages.en;

/** The form's values: the key's field is always there, empty when the kept key stays. */
type Values = CardReaderSettingsInput & { apiKey: string };

/** The fields in the order the form shows them, by the API's names for them. */
const FIELDS = [
  'enabled',
  'endpoint',
  'model',
  'apiKey',
  'monthly_budget',
  'per_cook_limit',
] as const satisfies readonly Path<Values>[];

/** The schema's messages in the reader's words; the API sends them in English. */
const ERROR_KEYS: Readonly<Record<string, Key>> = {
  [CARD_READER_MESSAGES.endpointInvalid]: 'errorEndpoint',
  [CARD_READER_MESSAGES.modelRequired]: 'errorModel',
  [CARD_READER_MESSAGES.budgetInvalid]: 'errorBudget',
  [CARD_READER_MESSAGES.perCookInvalid]: 'errorPerCook',
  [CARD_READER_MESSAGES.keyInvalid]: 'errorKey',
};

function errorText(t: Translate<Key>, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = ERROR_KEYS[message];
  return key === undefined ? message : t(key);
}

function defaultsOf(settings: CardReaderSettings): Values {
  return {
    enabled: settings.enabled,
    endpoint: settings.endpoint,
    model: settings.model,
    apiKey: '',
    monthly_budget: settings.monthly_budget,
    per_cook_limit: settings.per_cook_limit,
  };
}

/**
 * The server reader's settings. The key is write-only: left empty the kept key stays (the field
 * is left out of the request), "Remove the key" sends it empty.
 */
export function CardReaderForm({ settings }: { settings: CardReaderSettings }) {
  const t = useT(cardReaderMessages);
  const prefix = useId();
  const save = useSaveCardReaderSettings();
  const form = useCheckedForm<Values, CardReaderSettingsInput>(
    cardReaderSettingsInputSchema,
    defaultsOf(settings),
    FIELDS,
  );
  const [removing, setRemoving] = useState(false);
  const errors = form.formState.errors;
  const ids = (name: string) => fieldIds(prefix, name);
  const error = (name: (typeof FIELDS)[number]) => errorText(t, errors[name]?.message);

  const send = ({ apiKey, ...values }: CardReaderSettingsInput) => {
    const key = removing ? { apiKey: '' } : apiKey ? { apiKey } : {};
    save.mutate(
      { ...values, ...key },
      {
        onSuccess: (saved) => {
          form.reset(defaultsOf(saved));
          setRemoving(false);
          toast.success(t('saved'));
        },
        onError: (failure) => form.failed(failure, t('saveFailed')),
      },
    );
  };

  const remove = (checked: boolean) => {
    setRemoving(checked);
    form.setValue('apiKey', '');
    form.clearErrors('apiKey');
  };

  const number = (name: 'monthly_budget' | 'per_cook_limit', label: string, max: number) => (
    <FormField ids={ids(name)} label={label} marker={false} error={error(name)}>
      <FieldInput
        ids={ids(name)}
        error={error(name)}
        className="form-control form-control--number"
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        {...form.register(name, { valueAsNumber: true })}
      />
    </FormField>
  );

  return (
    <TitledSection
      className="card-reader__section"
      headingClassName="card-reader__heading"
      heading={t('settingsHeading')}
    >
      <CheckedForm form={form} onValid={send} className="card-reader__form">
        <label className="card-reader__choice">
          <input type="checkbox" {...form.register('enabled')} />
          <span>
            {t('enabledLabel')}
            <span className="card-reader__hint">{t('enabledHint')}</span>
          </span>
        </label>
        <FormField
          ids={ids('endpoint')}
          label={t('endpointLabel')}
          marker={false}
          hint={t('endpointHint')}
          error={error('endpoint')}
        >
          <FieldInput
            ids={ids('endpoint')}
            hint
            error={error('endpoint')}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://api.openai.com/v1"
            maxLength={CARD_READER_LIMITS.endpointMaxLength}
            {...form.register('endpoint')}
          />
        </FormField>
        <FormField
          ids={ids('model')}
          label={t('modelLabel')}
          marker={false}
          hint={t('modelHint')}
          error={error('model')}
        >
          <FieldInput
            ids={ids('model')}
            hint
            error={error('model')}
            autoComplete="off"
            spellCheck={false}
            maxLength={CARD_READER_LIMITS.modelMaxLength}
            {...form.register('model')}
          />
        </FormField>
        <FormField
          ids={ids('apiKey')}
          label={t('keyLabel')}
          marker={false}
          hint={t('keyHint')}
          error={error('apiKey')}
        >
          <FieldInput
            ids={ids('apiKey')}
            hint
            error={error('apiKey')}
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder={settings.key_set ? t('keyKept') : t('keyNone')}
            {...form.register('apiKey', { disabled: removing })}
          />
        </FormField>
        {settings.key_set && (
          <label className="card-reader__choice">
            <input
              type="checkbox"
              checked={removing}
              onChange={(event) => remove(event.target.checked)}
            />
            <span>{t('removeKey')}</span>
          </label>
        )}
        {number('monthly_budget', t('budgetLabel'), CARD_READER_LIMITS.budgetMax)}
        {number('per_cook_limit', t('perCookLabel'), CARD_READER_LIMITS.perCookMax)}
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? t('saving') : t('save')}
          </button>
        </div>
      </CheckedForm>
    </TitledSection>
  );
}
