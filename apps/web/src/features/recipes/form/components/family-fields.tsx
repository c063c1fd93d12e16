import { ACCEPTED_IMAGE_ACCEPT, RECIPE_LIMITS } from '@family-recipes/shared';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { controlProps, FormField } from '../../../../components/ui/form-field';
import { useOriginalCandidates } from '../api/find-originals';
import type { RecipeFormState } from './use-recipe-form';
import { Button } from '../../../../components/ui/button';
import { useT } from '../../../../i18n/language';
import { recipeFormMessages } from '../messages';
import { markers, withNodes } from '../../../../i18n/with-nodes';

/**
 * The optional family fields, after the required ones (decision 019): the story, whose kitchen
 * the recipe comes from, a scan of the handwritten card, and the recipe this one is a variation of.
 */
export function FamilyFields({
  state,
  currentCard,
  selfId,
}: {
  state: RecipeFormState;
  currentCard: string | null;
  selfId: string | undefined;
}) {
  const t = useT(recipeFormMessages);
  const { ids, error, labelled, controlOf } = state;
  const [card, variationOf] = useWatch({
    control: state.form.control,
    name: ['card', 'variationOf'],
  });
  const cardError = error('card');
  return (
    <fieldset className="recipe-form__section recipe-form__family">
      <legend className="recipe-form__legend">{t('familyStory')}</legend>
      <p className="recipe-form__section-lead">{t('familyStoryLead')}</p>
      <FormField {...labelled('story')} label={t('story')} hint={t('storyHint')}>
        <textarea
          {...controlOf('story', { hint: true })}
          className="form-control"
          rows={6}
          maxLength={RECIPE_LIMITS.storyMax}
        />
      </FormField>
      <FormField
        {...labelled('fromKitchenOf')}
        label={t('fromKitchenOf')}
        hint={t('fromKitchenOfHint')}
      >
        <input
          {...controlOf('fromKitchenOf', { hint: true })}
          className="form-control"
          type="text"
          maxLength={RECIPE_LIMITS.fromKitchenOfMax}
        />
      </FormField>
      <FormField
        ids={ids('card')}
        label={currentCard ? t('newCardPicture') : t('cardPicture')}
        hint={t('cardHint')}
        error={cardError}
      >
        <input
          {...controlProps(ids('card'), { hint: true, error: cardError })}
          className="form-control form-control--file"
          type="file"
          name="card_image"
          accept={ACCEPTED_IMAGE_ACCEPT}
          onChange={state.chooseCard}
        />
        {card && <p className="recipe-form__file-name">{t('chosenFile', { name: card.name })}</p>}
      </FormField>
      <VariationPicker
        value={{ id: variationOf, title: state.variationTitle }}
        onChange={state.chooseVariation}
        selfId={selfId}
      />
    </fieldset>
  );
}

function VariationPicker({
  value,
  onChange,
  selfId,
}: {
  value: { id: string; title: string | null };
  onChange: (choice: { id: string; title: string | null }) => void;
  selfId: string | undefined;
}) {
  const t = useT(recipeFormMessages);
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const candidates = useOriginalCandidates(query);
  const results = (candidates.data ?? []).filter((r) => r._id !== selfId);

  let body: ReactNode;
  if (value.id) {
    body = (
      <div className="variation-picker__chosen">
        <p>
          {withNodes(t('variationOfRecipe', markers(['recipe'])), [
            <strong key="recipe">{value.title ?? t('hiddenRecipe')}</strong>,
          ])}
        </p>
        <Button variant="secondary" onClick={() => onChange({ id: '', title: null })}>
          {t('notAVariation')}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <p id={`${id}-hint`} className="form-field__hint">
          {t('variationHint')}
        </p>
        <input
          id={id}
          className="form-control"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-hint`}
        />
        {query.trim().length >= 2 && (
          <ul className="variation-picker__results" aria-label={t('matchingRecipes')}>
            {results.map((r) => (
              <li key={r._id}>
                <Button variant="outline" onClick={() => onChange({ id: r._id, title: r.title })}>
                  {t('chooseRecipe', { title: r.title })}
                </Button>
              </li>
            ))}
            {candidates.isSuccess && results.length === 0 && <li>{t('noRecipesFound')}</li>}
          </ul>
        )}
      </>
    );
  }
  return (
    <div className="form-field variation-picker">
      <div className="form-field__label-row">
        <label htmlFor={id} className="form-field__label">
          {t('variationOf')}
          <span className="form-field__optional">{t('optional')}</span>
        </label>
      </div>
      {body}
    </div>
  );
}
