import {
  AISLE_MESSAGES,
  API_MESSAGES,
  KITCHEN_LIMITS,
  KITCHEN_MESSAGES,
  RECIPE_STATUS,
  recipeServings,
  toListAmount,
  type AddItemInput,
  type AddRecipeToListInput,
  type CreateListInput,
  type ShoppingList,
  type ShoppingListSummary,
  type UpdateItemInput,
  type UpdateListInput,
} from '@family-recipes/shared';
import { AppError, invalidField } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import type { HouseholdLookup } from '../households/index.js';
import { owns, type Principal } from '../identity/index.js';
import { addFreeItem, editLine, SHOPPING_MESSAGES, type ItemEditResult } from './line-writes.js';
import { arrangeForCaller } from './list-aisles.js';
import { ListLines } from './list-lines.js';
import {
  chosenItems,
  noStaples,
  type RecipeLinesOptions,
  type StapleKeys,
} from './recipe-lines-choice.js';
import { toListJson, toSummaryJson } from './shopping.mapper.js';
import type { ListRow } from './shopping-rows.js';
import type { ShoppingRepository } from './shopping.repository.js';

interface Access {
  list: ListRow;
}

type ListPatch = Partial<Pick<ListRow, 'name' | 'unitSystem'>>;
/** What a write's work returns when it changed nothing: the list is neither touched nor announced. */
const UNCHANGED = Symbol('unchanged');

const notFound = () => new AppError(404, SHOPPING_MESSAGES.listNotFound);
const now = () => new Date().toISOString();

/**
 * Shopping lists (docs/product.md, the family kitchen): a list belongs to a household, and is seen
 * and changed by its members and by nobody else, who are told it does not exist. Every write
 * locks the list row and reads the caller's household under it, so a member removed a moment
 * before is refused; concurrent writes to one list happen one after the other, and each announces
 * itself on the `shopping_list` channel when it commits.
 */
export class ShoppingService {
  constructor(
    private readonly repository: ShoppingRepository,
    private readonly households: HouseholdLookup,
    private readonly staples: StapleKeys = noStaples,
  ) {}

  /** The household the caller is in now (its live stream follows it). */
  householdOf(principal: Principal): Promise<string> {
    return this.households.householdOf(principal);
  }

  async lists(principal: Principal): Promise<ShoppingListSummary[]> {
    const householdId = await this.households.householdOf(principal);
    const rows = await this.repository.listsOf(householdId);
    return rows.map((row) => toSummaryJson(row, principal.sub));
  }

  async create(input: CreateListInput, principal: Principal): Promise<ShoppingList> {
    const householdId = await this.households.householdOf(principal);
    const list = await this.repository.transaction(async (tx) => {
      if ((await tx.countOf(householdId)) >= KITCHEN_LIMITS.listsPerCook) {
        throw invalidField('name', KITCHEN_MESSAGES.tooManyLists);
      }
      return tx.createList({
        householdId,
        ownerSub: principal.sub,
        ownerName: principal.name,
        name: input.name,
        unitSystem: input.unit_system,
      });
    });
    return this.view(this.repository, list, principal);
  }

  async get(id: string, principal: Principal): Promise<ShoppingList> {
    const list = await this.visible(this.repository, id, principal);
    return this.view(this.repository, list, principal);
  }

  /** 404 unless the list is the caller's household's; for opening its event stream. */
  async assertVisible(id: string, principal: Principal): Promise<void> {
    await this.visible(this.repository, id, principal);
  }

  async update(id: string, input: UpdateListInput, principal: Principal): Promise<ShoppingList> {
    return this.write(id, principal, async (tx, { list }) => {
      const system = input.unit_system ?? list.unitSystem;
      if (system !== list.unitSystem) {
        // The lines are written in the list's system: they follow it when it changes.
        for (const item of await tx.items(list.id)) {
          const amount = toListAmount(
            { quantity: item.quantity, units: item.units, key: item.ingredientKey },
            system,
          );
          if (amount.quantity !== item.quantity || amount.units !== item.units) {
            await tx.updateItem(list.id, item.id, amount);
          }
        }
      }
      // The shop the list is walked in: one of its household's, or none (decision 048).
      if (input.shop_id !== undefined) {
        const aisles = tx.aisles();
        if (input.shop_id !== null && !(await aisles.hasShop(list.householdId, input.shop_id))) {
          throw invalidField('shop_id', AISLE_MESSAGES.shopIdInvalid);
        }
        await aisles.setListShop(list.id, input.shop_id);
        // Every member's open copy of the list reads it again, in its new order.
        await aisles.notify(list.householdId);
      }
      return {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.unit_system !== undefined ? { unitSystem: input.unit_system } : {}),
      };
    });
  }

  async remove(id: string, principal: Principal): Promise<void> {
    await this.repository.transaction(async (tx) => {
      const { list } = await this.locked(tx, id, principal);
      await tx.deleteList(list.id);
      await tx.notify({ list: list.id, kind: 'deleted', at: now() });
    });
  }

  /**
   * Adds each recipe's ingredients, scaled to the servings asked for, into the list in one
   * transaction: all of them or, when one recipe cannot be used or the list would overflow, none.
   * The household's pantry staples are left off unless chosen (recipe-lines-choice.ts).
   */
  async addRecipes(
    listId: string,
    inputs: AddRecipeToListInput[],
    principal: Principal,
    options: RecipeLinesOptions = {},
  ): Promise<ShoppingList> {
    const staples = options.includeStaples ? new Set<string>() : await this.staples(principal);
    return this.write(listId, principal, async (tx, { list }) => {
      const found = new Map(
        (await tx.recipesByIds([...new Set(inputs.map((input) => input.recipeId))])).map(
          (recipe) => [recipe.id, recipe],
        ),
      );
      const lines = new ListLines(await tx.items(list.id), list.unitSystem);
      for (const input of inputs) {
        const recipe = found.get(input.recipeId);
        if (
          !recipe ||
          (recipe.status !== RECIPE_STATUS.APPROVED && !owns(principal, recipe.ownerSub))
        ) {
          throw new AppError(404, API_MESSAGES.recipeNotFound);
        }
        const own = recipeServings(recipe.serving);
        const factor = input.servings !== undefined && own ? input.servings / own : 1;
        const source = {
          recipeId: recipe.id,
          title: recipe.title,
          servings: input.servings ?? own ?? 1,
        };
        for (const item of chosenItems(recipe.ingredients, factor, input.lines, staples)) {
          lines.add(item, source);
        }
      }
      await this.store(tx, list.id, lines, 'recipeId');
      return {};
    });
  }

  /**
   * A free item. Sent again with an `op_id` already applied for this cook, it adds nothing and
   * answers the list as it is (`created` false).
   */
  addItem(
    listId: string,
    input: AddItemInput,
    principal: Principal,
  ): Promise<{ list: ShoppingList; created: boolean }> {
    return addFreeItem(this.repository, listId, input, principal);
  }

  /**
   * Ticks off or rewrites a line. An edit that names the version it was made on keeps the later
   * of two edits (decision 029, item-edit.ts): the earlier one changes nothing and is answered
   * with the line as it is (`kept: 'theirs'`); the later one says what it replaced.
   */
  updateItem(
    listId: string,
    itemId: string,
    input: UpdateItemInput,
    principal: Principal,
  ): Promise<ItemEditResult> {
    return editLine(this.repository, listId, itemId, input, principal);
  }

  /**
   * A clean-up write of list-cleanup.ts: `work` answers whether it changed the list; when it did,
   * the list is marked changed and announced, as every write is.
   */
  cleanup(
    listId: string,
    principal: Principal,
    work: (tx: ShoppingRepository, list: ListRow) => Promise<boolean>,
  ): Promise<ShoppingList> {
    return this.write(listId, principal, async (tx, { list }) =>
      (await work(tx, list)) ? {} : UNCHANGED,
    );
  }

  /**
   * One write to a list: under its lock, with the caller's access checked, then the list marked
   * changed and announced; answers the whole list as it is after the write.
   */
  private write(
    listId: string,
    principal: Principal,
    work: (tx: ShoppingRepository, access: Access) => Promise<ListPatch | typeof UNCHANGED>,
  ): Promise<ShoppingList> {
    return this.repository.transaction(async (tx) => {
      const access = await this.locked(tx, listId, principal);
      const patch = await work(tx, access);
      // Nothing was written (a write sent again, an edit someone else's later change outranks).
      if (patch === UNCHANGED) return this.view(tx, access.list, principal);
      const list = (await tx.touchList(access.list.id, patch)) ?? access.list;
      await tx.notify({ list: list.id, kind: 'changed', at: list.updatedOn.toISOString() });
      return this.view(tx, list, principal);
    });
  }

  private async store(
    tx: ShoppingRepository,
    listId: string,
    lines: ListLines,
    field: string,
  ): Promise<void> {
    if (lines.size > KITCHEN_LIMITS.itemsPerList) {
      throw invalidField(field, KITCHEN_MESSAGES.listFull);
    }
    const { updates, inserts } = lines.changes(listId);
    for (const { id, patch } of updates) await tx.updateItem(listId, id, patch);
    await tx.insertItems(inserts);
  }

  private async locked(tx: ShoppingRepository, id: string, principal: Principal): Promise<Access> {
    const list = isUuid(id) ? await tx.lockList(id) : undefined;
    return this.access(tx, list, principal);
  }

  private async visible(
    repository: ShoppingRepository,
    id: string,
    principal: Principal,
  ): Promise<ListRow> {
    const list = isUuid(id) ? await repository.findList(id) : undefined;
    return (await this.access(repository, list, principal)).list;
  }

  private async access(
    repository: ShoppingRepository,
    list: ListRow | undefined,
    principal: Principal,
  ): Promise<Access> {
    if (!list) throw notFound();
    if ((await repository.householdIdOf(principal.sub)) !== list.householdId) throw notFound();
    return { list };
  }

  private async view(
    repository: ShoppingRepository,
    list: ListRow,
    principal: Principal,
  ): Promise<ShoppingList> {
    // One after the other: inside a transaction both run on its one connection anyway.
    const members = await repository.members(list.householdId, principal.sub);
    const items = await repository.items(list.id);
    return arrangeForCaller(
      repository.aisles(),
      principal.sub,
      toListJson(list, members, items, principal.sub),
    );
  }
}
