import { useId } from 'react';
import { Link } from 'react-router';
import { CategoryChips } from '../../features/recipes/components/category-chips';
import { RecipeSearchForm } from '../../features/recipes/components/recipe-search-form';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function HomePage() {
  useDocumentTitle();
  const categoriesId = useId();

  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div className="container hero__inner">
          <div className="hero__text">
            <p className="eyebrow">Shared by families, for families</p>
            <h1 id="home-title" className="hero__title">
              Recipes worth passing down
            </h1>
            <p className="hero__lead">
              Browse and search the dishes families make again and again, and add your own so
              they are never lost.
            </p>
            <RecipeSearchForm />
            <h2 id={categoriesId} className="hero__chips-title">
              Browse by category
            </h2>
            <CategoryChips labelledBy={categoriesId} />
          </div>
          <HeroArt />
        </div>
      </section>

      <section className="container share-band" aria-labelledby="share-title">
        <div>
          <h2 id="share-title" className="share-band__title">
            Have a recipe your family loves?
          </h2>
          <p className="share-band__text">
            Share it with everyone here. An administrator checks each recipe before it appears on
            the site.
          </p>
        </div>
        <Link to="/submit-recipe" className="button button--primary button--large">
          Submit a Recipe
        </Link>
      </section>
    </>
  );
}

function HeroArt() {
  return (
    <svg
      className="hero__art"
      viewBox="0 0 360 320"
      width="360"
      height="320"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="185" cy="165" r="140" className="art-sun" />
      <path
        className="art-steam"
        d="M140 92c-14-16 14-26 0-44M185 86c-14-16 14-26 0-44M230 92c-14-16 14-26 0-44"
      />
      <path className="art-bowl" d="M62 130h246a123 104 0 0 1-246 0Z" />
      <path className="art-bowl-band" d="M72 166h226" />
      <rect className="art-bowl" x="140" y="236" width="90" height="20" rx="10" />
      <path className="art-leaf" d="M282 118c22-30 54-34 66-28-6 26-34 44-66 28Z" />
      <path className="art-leaf-vein" d="M286 116c18-12 36-18 56-22" />
      <path className="art-leaf art-leaf--small" d="M268 112c4-26 22-40 34-40 2 20-12 36-34 40Z" />
      <circle cx="96" cy="112" r="13" className="art-tomato" />
      <circle cx="122" cy="104" r="10" className="art-tomato" />
      <path className="art-tomato-stem" d="M90 100l6 4 6-4M118 94l4 3 4-3" />
    </svg>
  );
}
