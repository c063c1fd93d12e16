-- What each recipe put into a shopping list's line (and, with a null recipe, what a cook typed),
-- so taking a recipe off a line it shares leaves the other recipes' amounts. Null where it is not
-- known: lines written before this column, lines a cook rewrote, lines restored from a backup;
-- those keep their amount when a recipe is taken off, as before.
ALTER TABLE "shopping_list_items" ADD COLUMN "shares" jsonb;
