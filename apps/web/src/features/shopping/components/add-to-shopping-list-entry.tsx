import { contributorAction } from '../../../components/ui/contributor-action';

/** "Add to shopping list" for signed-in cooks; nothing for visitors. */
export const AddToShoppingListAction = contributorAction(() => import('./add-to-shopping-list'));
