import type { CookbookRecipe } from '@family-recipes/shared';
import { useT } from '../../../i18n/language';
import { useRecipeWords } from '../../../components/recipe-card/recipe-words';
import { cookbooksMessages } from '../messages';

/**
 * A recipe's title and, under it, its category and who shared it, in a row of the book; `inline`
 * draws them in spans, for a row inside a label.
 */
export function RowText({ recipe, inline = false }: { recipe: CookbookRecipe; inline?: boolean }) {
  const t = useT(cookbooksMessages);
  const words = useRecipeWords();
  const Box = inline ? 'span' : 'div';
  const Line = inline ? 'span' : 'p';
  return (
    <Box className="cookbook-row__text">
      <Line className="cookbook-row__title">{recipe.title}</Line>
      <Line className="cookbook-row__meta">
        {t('rowMeta', { category: words.category(recipe.category), name: recipe.user_name })}
      </Line>
    </Box>
  );
}
