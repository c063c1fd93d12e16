import {
  CATEGORIES,
  MEAL_RULE_LIMITS,
  MEALS,
  mealRulesInputSchema,
  type Category,
  type Meal,
  type MealRules,
} from '@family-recipes/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form-field';
import { LoadFailure } from '../../../components/ui/retry-button';
import { useMealRules, useSaveMealRules } from '../api/meal-rules-api';
import { useT } from '../../../i18n/language';
import { useRecipeWords } from '../../../components/recipe-card/recipe-words';
import { mealPlanMessages } from '../messages';
import { usePlanWords } from '../use-plan-words';
import './meal-rules.css';

interface Draft {
  categories: Record<Meal, Category[]>;
  tags: Record<Meal, string>;
  noRepeat: string;
  favourite: boolean;
}

const draftOf = (rules: MealRules): Draft => ({
  categories: Object.fromEntries(
    MEALS.map((meal) => [meal, rules.meals[meal].categories]),
  ) as Draft['categories'],
  tags: Object.fromEntries(
    MEALS.map((meal) => [meal, rules.meals[meal].tags.join(', ')]),
  ) as Draft['tags'],
  noRepeat: String(rules.no_repeat_days),
  favourite: rules.favourite_a_week,
});

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The body of PUT /api/household/meal-rules, checked as the server checks it. */
function bodyOf(draft: Draft) {
  return mealRulesInputSchema.safeParse({
    meals: Object.fromEntries(
      MEALS.map((meal) => [
        meal,
        { categories: draft.categories[meal], tags: tagsOf(draft.tags[meal]) },
      ]),
    ),
    no_repeat_days: draft.noRepeat.trim() === '' ? Number.NaN : Number(draft.noRepeat),
    favourite_a_week: draft.favourite,
  });
}

/** The form of the rules: each meal's categories and tags, and the rules of filling dinners. */
function MealRulesForm({ rules, prefix }: { rules: MealRules; prefix: string }) {
  const t = useT(mealPlanMessages);
  const { mealName } = usePlanWords();
  const words = useRecipeWords();
  const save = useSaveMealRules();
  const [draft, setDraft] = useState(() => draftOf(rules));
  const [errors, setErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const change = (next: Partial<Draft>) => {
    setSaved(false);
    setDraft((now) => ({ ...now, ...next }));
  };
  const toggle = (meal: Meal, category: Category, on: boolean) =>
    change({
      categories: {
        ...draft.categories,
        [meal]: on
          ? CATEGORIES.filter((one) => one === category || draft.categories[meal].includes(one))
          : draft.categories[meal].filter((one) => one !== category),
      },
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft);
    if (!body.success) {
      setErrors([...new Set(body.error.issues.map((issue) => issue.message))]);
      return;
    }
    setErrors([]);
    save.mutate(body.data, {
      onSuccess: (stored) => {
        setDraft(draftOf(stored));
        setSaved(true);
      },
      onError: (error) => setErrors([error.message]),
    });
  };

  return (
    <form className="meal-rules__form" onSubmit={submit} noValidate>
      {MEALS.map((meal) => {
        const rule = rules.meals[meal];
        return (
          <fieldset key={meal} className="meal-rules__meal">
            <legend className="meal-rules__legend">{mealName(meal)}</legend>
            {!rule.chosen && <p className="meal-rules__hint">{t('rulesNotChosen')}</p>}
            <div className="meal-rules__checks">
              {CATEGORIES.map((category) => (
                <label key={category} className="meal-rules__check">
                  <input
                    type="checkbox"
                    checked={draft.categories[meal].includes(category)}
                    onChange={(event) => toggle(meal, category, event.target.checked)}
                  />
                  {words.category(category)}
                </label>
              ))}
            </div>
            <label className="meal-rules__label" htmlFor={`${prefix}-${meal}-tags`}>
              {t('mealTags', { meal: mealName(meal) })}
            </label>
            <input
              id={`${prefix}-${meal}-tags`}
              className="form-control"
              type="text"
              value={draft.tags[meal]}
              onChange={(event) => change({ tags: { ...draft.tags, [meal]: event.target.value } })}
            />
          </fieldset>
        );
      })}
      <fieldset className="meal-rules__meal">
        <legend className="meal-rules__legend">{t('fillingRules')}</legend>
        <label className="meal-rules__label" htmlFor={`${prefix}-repeat`}>
          {t('repeatDays', { max: MEAL_RULE_LIMITS.noRepeatDays.max })}
        </label>
        <input
          id={`${prefix}-repeat`}
          className="form-control meal-rules__number"
          type="number"
          inputMode="numeric"
          min={MEAL_RULE_LIMITS.noRepeatDays.min}
          max={MEAL_RULE_LIMITS.noRepeatDays.max}
          value={draft.noRepeat}
          onChange={(event) => change({ noRepeat: event.target.value })}
        />
        <label className="meal-rules__check">
          <input
            type="checkbox"
            checked={draft.favourite}
            onChange={(event) => change({ favourite: event.target.checked })}
          />
          {t('favouriteAWeek')}
        </label>
      </fieldset>
      {errors.length > 0 && (
        <div role="alert">
          {errors.map((message) => (
            <FieldError key={message}>{message}</FieldError>
          ))}
        </div>
      )}
      <div className="plan-panel__buttons">
        <Button variant="primary" type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('saveRules')}
        </Button>
      </div>
      <p className="plan-panel__text" role="status">
        {saved ? t('rulesSaved') : ''}
      </p>
    </form>
  );
}

/**
 * "Meal rules": which recipe categories and tags suit each meal, for "Surprise me" and "Fill empty
 * dinners", and how dinners are filled. Shared by the household; read afresh each time it opens.
 */
export function MealRulesPanel() {
  const t = useT(mealPlanMessages);
  const prefix = useId();
  const [open, setOpen] = useState(false);
  const rules = useMealRules(open);
  return (
    <section className="plan-panel meal-rules" aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className="plan-panel__title">
        {t('mealRules')}
      </h2>
      <p className="plan-panel__text">{t('rulesLead')}</p>
      <div className="plan-panel__buttons">
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={`${prefix}-rules`}
          onClick={() => setOpen(!open)}
        >
          {open ? t('closeRules') : t('chooseRules')}
        </Button>
      </div>
      <div id={`${prefix}-rules`} hidden={!open}>
        {!open ? null : rules.isPending ? (
          <p className="plan-panel__text" role="status">
            {t('readingRules')}
          </p>
        ) : rules.isError ? (
          <LoadFailure
            textClassName="plan-panel__text"
            message={t('rulesFailed', { error: rules.error.message })}
            query={rules}
          />
        ) : (
          <MealRulesForm rules={rules.data} prefix={prefix} />
        )}
      </div>
    </section>
  );
}
