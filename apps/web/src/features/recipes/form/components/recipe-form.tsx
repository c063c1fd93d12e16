import type { Recipe } from '@family-recipes/shared';
import { BasicsSection } from './basics-section';
import { FamilyFields } from './family-fields';
import { ImportFromPage } from './import-from-page';
import { ScanCard } from '../../card-scan/components/scan-card';
import { IngredientsSection } from './ingredients-section';
import { PhotoSection } from './photo-section';
import { SubmitBar } from './submit-bar';
import { TimingSection } from './timing-section';
import { useRecipeForm } from './use-recipe-form';
import { useT } from '../../../../i18n/language';
import { recipeFormMessages } from '../messages';
import { markers, withNodes } from '../../../../i18n/with-nodes';
import './recipe-form.css';

export type RecipeFormProps = { mode: 'submit' } | { mode: 'edit'; recipe: Recipe };

/** The submit and edit forms: every field of a recipe, live previews, photo upload with progress. */
export function RecipeForm(props: RecipeFormProps) {
  const recipe = props.mode === 'edit' ? props.recipe : undefined;
  const state = useRecipeForm(recipe);
  const t = useT(recipeFormMessages);

  return (
    <>
      {!state.isEdit && <ScanCard onScanned={state.applyScan} disabled={state.busy} />}
      {!state.isEdit && <ImportFromPage onImported={state.applyDraft} disabled={state.busy} />}
      <form
        ref={state.formRef}
        className="recipe-form"
        noValidate
        onSubmit={(event) => void state.submit(event)}
      >
        <p className="recipe-form__intro">
          {withNodes(t('formIntro', markers(['star'])), [
            <>
              <span aria-hidden="true">*</span>
              <span className="visually-hidden">{t('asRequired')}</span>
            </>,
          ])}
        </p>
        <BasicsSection state={state} />
        <PhotoSection state={state} recipe={recipe} />
        <TimingSection state={state} />
        <IngredientsSection state={state} />
        <FamilyFields state={state} currentCard={recipe?.card_image ?? null} selfId={recipe?._id} />
        <SubmitBar state={state} />
      </form>
    </>
  );
}
