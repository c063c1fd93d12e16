import type { CookbookRecipe } from '@family-recipes/shared';

/**
 * A recipe's title and, under it, its category and who shared it, in a row of the book; `inline`
 * draws them in spans, for a row inside a label.
 */
export function RowText({ recipe, inline = false }: { recipe: CookbookRecipe; inline?: boolean }) {
  const Box = inline ? 'span' : 'div';
  const Line = inline ? 'span' : 'p';
  return (
    <Box className="cookbook-row__text">
      <Line className="cookbook-row__title">{recipe.title}</Line>
      <Line className="cookbook-row__meta">
        {recipe.category} · by {recipe.user_name}
      </Line>
    </Box>
  );
}
