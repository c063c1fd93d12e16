/** What other features may use of shopping lists: the recipe page's "Add to shopping list". */
export { AddToShoppingListAction } from './components/add-to-shopping-list-entry';
