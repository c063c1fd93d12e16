import { useId } from 'react';
import { Link } from 'react-router';
import { CategoryChips } from '../../features/recipes/components/category-chips';
import { FeaturedRecipes } from '../../features/recipes/components/featured-recipes';
import { LatestRecipes } from '../../features/recipes/components/latest-recipes';
import { RecipeSearchForm } from '../../features/recipes/components/recipe-search-form';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { Art } from '../../components/ui/art';
import { homeMessages } from '../../features/recipes/home/messages';
import { useT } from '../../i18n/language';

export default function HomePage() {
  useDocumentTitle();
  const categoriesId = useId();
  const t = useT(homeMessages);

  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div className="container hero__inner">
          <div className="hero__text">
            <p className="eyebrow">{t('eyebrow')}</p>
            <h1 id="home-title" className="hero__title">
              {t('title')}
            </h1>
            <p className="hero__lead">{t('lead')}</p>
            <RecipeSearchForm />
            <h2 id={categoriesId} className="hero__chips-title">
              {t('browseByCategory')}
            </h2>
            <CategoryChips labelledBy={categoriesId} />
          </div>
          <HeroArt />
        </div>
      </section>

      <FeaturedRecipes />
      <LatestRecipes />

      <section className="container share-band" aria-labelledby="share-title">
        <div className="share-band__card">
          <div className="share-band__text-block">
            <h2 id="share-title" className="share-band__title">
              {t('shareTitle')}
            </h2>
            <p className="share-band__text">{t('shareText')}</p>
          </div>
          <Link to="/submit-recipe" className="button button--primary button--large">
            {t('submitRecipe')}
          </Link>
        </div>
      </section>
    </>
  );
}

function HeroArt() {
  return (
    <Art className="hero__art" width={360} height={320}>
      <circle cx="185" cy="165" r="140" className="art-sun" />
      <path
        className="art-steam"
        d="M140 88c-14-16 14-26 0-44M185 82c-14-16 14-26 0-44M230 88c-14-16 14-26 0-44"
      />
      <circle cx="112" cy="124" r="18" className="art-tomato" />
      <circle cx="146" cy="122" r="14" className="art-tomato" />
      <path className="art-tomato-stem" d="M104 108l8 5 8-5M140 109l6 4 6-4" />
      <path className="art-leaf art-leaf--small" d="M236 130c-8-26 4-48 18-54 10 20 4 42-18 54Z" />
      <path className="art-leaf" d="M252 130c8-36 44-54 68-50-2 28-30 52-68 50Z" />
      <path className="art-leaf-vein" d="M258 126c16-16 34-30 56-40" />
      <path className="art-bowl" d="M62 130h246a123 104 0 0 1-246 0Z" />
      <path className="art-bowl-band" d="M76 168h218" />
      <rect className="art-bowl" x="140" y="236" width="90" height="20" rx="10" />
    </Art>
  );
}
