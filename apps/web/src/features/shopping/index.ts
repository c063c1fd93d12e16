/** What other features may use of shopping lists: "Add to shopping list", the pantry editor. */
export { AddToShoppingListAction } from './components/add-to-shopping-list-entry';
/** The household's pantry staples, to edit (lazily loaded): for the household page. */
export { PantryEditor } from './components/pantry-editor-entry';
