import { RECIPE_LIMITS } from '@family-recipes/shared';
import { useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { controlProps, fieldIds, FormField } from '../../../components/ui/form-field';
import { useOriginalCandidates } from '../api/find-originals';

/**
 * The optional family fields, after the required ones (decision 019): the story, whose kitchen
 * the recipe comes from, a scan of the handwritten card, and the recipe this one is a variation of.
 */
export function FamilyFields({
  prefix,
  story,
  fromKitchenOf,
  onTextChange,
  card,
  cardError,
  currentCard,
  onCardChange,
  accept,
  variation,
  onVariationChange,
  selfId,
}: {
  prefix: string;
  story: string;
  fromKitchenOf: string;
  onTextChange: (
    name: 'story' | 'fromKitchenOf',
  ) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  card: File | null;
  cardError: string | undefined;
  currentCard: string | null;
  onCardChange: (event: ChangeEvent<HTMLInputElement>) => void;
  accept: string;
  variation: { id: string; title: string | null };
  onVariationChange: (choice: { id: string; title: string | null }) => void;
  selfId: string | undefined;
}) {
  const ids = (name: string) => fieldIds(prefix, name);
  return (
    <fieldset className="recipe-form__section recipe-form__family">
      <legend className="recipe-form__legend">The family story (optional)</legend>
      <p className="recipe-form__section-lead">
        Where the recipe comes from, who made it, and when the family eats it.
      </p>
      <FormField
        ids={ids('story')}
        label="The story"
        hint="A few paragraphs; leave an empty line between them."
      >
        <textarea
          {...controlProps(ids('story'), { hint: true })}
          className="form-control"
          name="story"
          rows={6}
          maxLength={RECIPE_LIMITS.storyMax}
          value={story}
          onChange={onTextChange('story')}
        />
      </FormField>
      <FormField
        ids={ids('fromKitchenOf')}
        label="From the kitchen of"
        hint="The person the recipe comes from, for example: Aunt May"
      >
        <input
          {...controlProps(ids('fromKitchenOf'), { hint: true })}
          className="form-control"
          type="text"
          name="from_kitchen_of"
          maxLength={RECIPE_LIMITS.fromKitchenOfMax}
          value={fromKitchenOf}
          onChange={onTextChange('fromKitchenOf')}
        />
      </FormField>
      <FormField
        ids={ids('card')}
        label={currentCard ? 'New picture of the recipe card' : 'Picture of the recipe card'}
        hint="A scan or photo of the handwritten card: JPEG, PNG, WebP or AVIF."
        error={cardError}
      >
        <input
          {...controlProps(ids('card'), { hint: true, error: cardError })}
          className="form-control form-control--file"
          type="file"
          name="card_image"
          accept={accept}
          onChange={onCardChange}
        />
        {card && <p className="recipe-form__file-name">Chosen: {card.name}</p>}
      </FormField>
      <VariationPicker value={variation} onChange={onVariationChange} selfId={selfId} />
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
          A variation of{' '}
          <strong>{value.title ?? 'a recipe that is not shown at the moment'}</strong>
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onChange({ id: '', title: null })}
        >
          Not a variation
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <p id={`${id}-hint`} className="form-field__hint">
          If this recipe is a family version of one already on the site, type a few words of its
          title and choose it.
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
          <ul className="variation-picker__results" aria-label="Matching recipes">
            {results.map((r) => (
              <li key={r._id}>
                <button
                  type="button"
                  className="button button--outline"
                  onClick={() => onChange({ id: r._id, title: r.title })}
                >
                  Choose {r.title}
                </button>
              </li>
            ))}
            {candidates.isSuccess && results.length === 0 && <li>No recipes found</li>}
          </ul>
        )}
      </>
    );
  }
  return (
    <div className="form-field variation-picker">
      <div className="form-field__label-row">
        <label htmlFor={id} className="form-field__label">
          Variation of<span className="form-field__optional"> (optional)</span>
        </label>
      </div>
      {body}
    </div>
  );
}
