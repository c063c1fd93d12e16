import { REVIEW_TEXT, STATUS_LABELS, type Recipe } from '@family-recipes/shared';
import { Link } from 'react-router';
import { recipeTextProps } from '../../../components/recipe-card/recipe-format';
import { RecipePhoto } from '../../../components/recipe-card/recipe-photo';
import { useSession } from '../../../lib/session';
import { useLanguage, useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { markers, withNodes } from '../../../i18n/with-nodes';
import { recipesMessages } from '../messages';
import './recipe-family.css';

const CARD_WIDTHS = { narrow: '100vw', wide: '22rem' } as const;

/** "From the kitchen of" and the original a variation comes from, under the title. */
export function RecipeLineage({ recipe }: { recipe: Recipe }) {
  const t = useT(recipesMessages);
  if (!recipe.from_kitchen_of && !recipe.original) return null;
  return (
    <div className="recipe-lineage">
      {recipe.from_kitchen_of && (
        <p className="recipe-lineage__kitchen">
          {t('fromKitchenOf', { name: recipe.from_kitchen_of })}
        </p>
      )}
      {recipe.original && (
        <p className="recipe-lineage__original">
          {t('variationOf')}{' '}
          <Link to={`/recipes/${recipe.original._id}`}>{recipe.original.title}</Link>
        </p>
      )}
    </div>
  );
}

/**
 * The family side of a recipe (decision 019): its story, the handwritten card (openable full
 * size) and the approved variations of it.
 */
export function RecipeFamily({ recipe }: { recipe: Recipe }) {
  const t = useT(recipesMessages);
  const paragraphs = recipe.story
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0 && !recipe.card_image && recipe.variations.length === 0) {
    return null;
  }
  return (
    <section className="container recipe-family" aria-labelledby="recipe-family-title">
      <h2 id="recipe-family-title" className="recipe-section__title">
        {t('theStory')}
      </h2>
      <div className="recipe-family__layout">
        {paragraphs.length > 0 && (
          <div className="recipe-family__story" {...recipeTextProps(recipe.language)}>
            {paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        )}
        {recipe.card_image && (
          <figure className="recipe-family__card">
            <a href={recipe.card_image} target="_blank" rel="noopener">
              <RecipePhoto
                url={recipe.card_image}
                widths={CARD_WIDTHS}
                alt={t('cardOf', { title: recipe.title })}
              />
            </a>
            <figcaption>
              {t('handwrittenCard')}{' '}
              <a href={recipe.card_image} target="_blank" rel="noopener">
                {t('openFullSize')}
              </a>
            </figcaption>
          </figure>
        )}
      </div>
      {recipe.variations.length > 0 && (
        <div className="recipe-family__variations">
          <h3 className="recipe-family__subtitle">{t('familyVersions')}</h3>
          <ul>
            {recipe.variations.map((v) => (
              <li key={v._id}>
                <Link to={`/recipes/${v._id}`}>{v.title}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** Every status change with its note; shown to administrators (the server sends it to no one else but the owner). */
export function RecipeHistory({ recipe }: { recipe: Recipe }) {
  const { isAdmin } = useSession();
  const t = useT(recipesMessages);
  const text = useSharedText();
  const { language } = useLanguage();
  if (!isAdmin || !recipe.history || recipe.history.length === 0) return null;
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const status = (code: keyof typeof STATUS_LABELS) => text(STATUS_LABELS[code]);
  return (
    <section className="container recipe-history" aria-labelledby="recipe-history-title">
      <h2 id="recipe-history-title" className="recipe-section__title">
        {text(REVIEW_TEXT.historyTitle)}
      </h2>
      <ol className="recipe-history__list">
        {recipe.history.map((change, i) => (
          <li key={i} className="recipe-history__item">
            {withNodes(t('historyEntry', { ...markers(['what', 'time']), name: change.by }), [
              <span key="what" className="recipe-history__what">
                {change.from === null
                  ? t('historySubmitted', { status: status(change.to) })
                  : t('historyChange', { from: status(change.from), to: status(change.to) })}
              </span>,
              <time key="time" dateTime={change.at}>
                {dateFormat.format(new Date(change.at))}
              </time>,
            ])}
            {change.note && <blockquote className="recipe-history__note">{change.note}</blockquote>}
          </li>
        ))}
      </ol>
    </section>
  );
}
