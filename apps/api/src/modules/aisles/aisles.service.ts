import { randomUUID } from 'node:crypto';
import {
  AISLE_LIMITS,
  AISLE_MESSAGES,
  aisleNameTaken,
  aislesOfHousehold,
  isAisleId,
  isBuiltInAisle,
  orderOfAisles,
  shopNameTaken,
  type AisleNameInput,
  type AisleOrderInput,
  type HouseholdAisle,
  type HouseholdAisles,
  type HouseholdShop,
} from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import type { HouseholdLookup } from '../households/index.js';
import type { Principal } from '../identity/index.js';
import type { HouseholdAislesRepository, StoredHouseholdAisles } from './aisles.repository.js';

/** The household's aisles and shops as its rules see them: every order names every aisle once. */
interface AislesState {
  aisles: Map<string, string>;
  order: string[];
  shops: HouseholdShop[];
}

function stateOf(stored: StoredHouseholdAisles): AislesState {
  const aisles = aislesOfHousehold(stored.aisles);
  return {
    aisles,
    order: orderOfAisles(stored.order, aisles),
    shops: stored.shops.map((shop) => ({ ...shop, order: orderOfAisles(shop.order, aisles) })),
  };
}

function answerOf(state: AislesState): HouseholdAisles {
  return {
    order: state.order,
    aisles: state.order.map((id) => ({
      id,
      name: state.aisles.get(id) ?? id,
      built_in: isBuiltInAisle(id),
    })),
    shops: state.shops,
  };
}

const fold = (name: string) => name.toLocaleLowerCase('en');
const isTaken = (names: Iterable<[string, string]>, name: string, except?: string) =>
  [...names].some(([id, taken]) => id !== except && fold(taken) === fold(name));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const refused = (field: string, message: string) =>
  new AppError(400, message, [{ field, message }]);
const orderRefused = () => refused('order', AISLE_MESSAGES.orderInvalid);

/** What a household with no rows of aisles or shops has stored: the seven aisles, no shops. */
const NO_ROWS: StoredHouseholdAisles = { aisles: [], order: undefined, shops: [] };

/** A change of the household's aisles: what refuses it (4xx), then what it writes. */
interface AislesChange {
  check: (state: AislesState, stored: StoredHouseholdAisles) => void;
  write: (tx: HouseholdAislesRepository, householdId: string, state: AislesState) => Promise<void>;
}

/** True when `order` names every aisle of the household once. */
const isWholeOrder = (order: readonly string[], aisles: ReadonlyMap<string, string>) =>
  order.length === aisles.size &&
  new Set(order).size === order.length &&
  order.every((id) => aisles.has(id));

/**
 * The household's aisles and shops (decision 048): any member reads and changes them; a caller
 * only ever reaches their own household (made for them when they have none, as every household
 * call does). Each change is one transaction holding the household's row, and every member's
 * open lists hear it (`aisles`) when it commits.
 */
export class AislesService {
  constructor(
    private readonly repository: HouseholdAislesRepository,
    private readonly households: HouseholdLookup,
  ) {}

  async get(principal: Principal): Promise<HouseholdAisles> {
    const householdId = await this.households.householdOf(principal);
    return answerOf(stateOf(await this.repository.stored(householdId)));
  }

  /** The household's own order: every aisle of it once. */
  setOrder(input: AisleOrderInput, principal: Principal): Promise<HouseholdAisles> {
    return this.change(principal, {
      check: (state) => {
        if (!isWholeOrder(input.order, state.aisles)) throw orderRefused();
      },
      write: (tx, householdId) => tx.setOrder(householdId, input.order),
    });
  }

  async addAisle(input: AisleNameInput, principal: Principal): Promise<HouseholdAisle> {
    const id = `a_${randomUUID().replaceAll('-', '')}`;
    await this.change(principal, {
      check: (state, stored) => {
        const own = stored.aisles.filter((row) => !isBuiltInAisle(row.id)).length;
        if (own >= AISLE_LIMITS.ownAisles) throw refused('name', AISLE_MESSAGES.aislesFull);
        if (isTaken(state.aisles, input.name)) throw refused('name', aisleNameTaken(input.name));
      },
      write: async (tx, householdId, state) => {
        await tx.putAisle(householdId, id, input.name, false);
        // Last in every order: the household's and each shop's.
        await tx.setOrder(householdId, [...state.order, id]);
        for (const shop of state.shops) {
          await tx.updateShop(householdId, shop.id, { order: [...shop.order, id] });
        }
      },
    });
    return { id, name: input.name, built_in: false };
  }

  renameAisle(aisleId: string, input: AisleNameInput, principal: Principal) {
    return this.change(principal, {
      check: (state) => {
        this.known(aisleId, state);
        if (isTaken(state.aisles, input.name, aisleId)) {
          throw refused('name', aisleNameTaken(input.name));
        }
      },
      write: (tx, householdId) => tx.putAisle(householdId, aisleId, input.name, false),
    });
  }

  /**
   * Removes the aisle (never 'other'): a built-in one is hidden, one of the household's own
   * deleted. Ingredients moved to it are forgotten, and its lines are shown in the aisle they
   * would be in by themselves, or 'other' (aisle-view.ts).
   */
  removeAisle(aisleId: string, principal: Principal) {
    return this.change(principal, {
      check: (state) => {
        if (aisleId === 'other') throw refused('aisleId', AISLE_MESSAGES.otherStays);
        this.known(aisleId, state);
      },
      write: async (tx, householdId, state) => {
        if (isBuiltInAisle(aisleId)) {
          await tx.putAisle(householdId, aisleId, this.known(aisleId, state), true);
          await tx.forget(householdId, aisleId);
        } else {
          await tx.deleteAisle(householdId, aisleId);
        }
        await tx.setOrder(
          householdId,
          state.order.filter((id) => id !== aisleId),
        );
        for (const shop of state.shops) {
          const order = shop.order.filter((id) => id !== aisleId);
          await tx.updateShop(householdId, shop.id, { order });
        }
      },
    });
  }

  async addShop(input: AisleNameInput, principal: Principal): Promise<HouseholdShop> {
    let shop: HouseholdShop | undefined;
    await this.change(principal, {
      check: (state) => {
        if (state.shops.length >= AISLE_LIMITS.shops) {
          throw refused('name', AISLE_MESSAGES.shopsFull);
        }
        if (isTaken(this.shopNames(state), input.name)) {
          throw refused('name', shopNameTaken(input.name));
        }
      },
      write: async (tx, householdId, state) => {
        const id = await tx.addShop(householdId, input.name, state.order);
        shop = { id, name: input.name, order: state.order };
      },
    });
    if (!shop) throw new Error('The shop was not added');
    return shop;
  }

  renameShop(shopId: string, input: AisleNameInput, principal: Principal) {
    return this.change(principal, {
      check: (state) => {
        this.shopOf(shopId, state);
        if (isTaken(this.shopNames(state), input.name, shopId)) {
          throw refused('name', shopNameTaken(input.name));
        }
      },
      write: (tx, householdId) => tx.updateShop(householdId, shopId, { name: input.name }),
    });
  }

  removeShop(shopId: string, principal: Principal) {
    return this.change(principal, {
      check: (state) => void this.shopOf(shopId, state),
      write: (tx, householdId) => tx.deleteShop(householdId, shopId),
    });
  }

  orderShop(shopId: string, input: AisleOrderInput, principal: Principal) {
    return this.change(principal, {
      check: (state) => {
        this.shopOf(shopId, state);
        if (!isWholeOrder(input.order, state.aisles)) throw orderRefused();
      },
      write: (tx, householdId) => tx.updateShop(householdId, shopId, { order: input.order }),
    });
  }

  /** The aisle's name; 400 for what is no aisle id, 404 for an aisle the household does not have. */
  private known(aisleId: string, state: AislesState): string {
    if (!isAisleId(aisleId)) throw refused('aisleId', AISLE_MESSAGES.aisleIdInvalid);
    const name = state.aisles.get(aisleId);
    if (name === undefined) throw new AppError(404, AISLE_MESSAGES.aisleNotFound);
    return name;
  }

  private shopOf(shopId: string, state: AislesState): HouseholdShop {
    if (!UUID.test(shopId)) throw refused('shopId', AISLE_MESSAGES.shopPathInvalid);
    const shop = state.shops.find((entry) => entry.id === shopId.toLowerCase());
    if (!shop) throw new AppError(404, AISLE_MESSAGES.shopNotFound);
    return shop;
  }

  private shopNames(state: AislesState): [string, string][] {
    return state.shops.map((shop) => [shop.id, shop.name]);
  }

  /**
   * Checks `change` against the household's aisles as they are, holding its row, then writes it;
   * answers the aisles after. A cook with no household yet is checked against the aisles a new
   * household has before one is made, so a refused change makes nothing.
   */
  private async change(principal: Principal, change: AislesChange): Promise<HouseholdAisles> {
    const existing = await this.households.existingHouseholdOf(principal);
    if (existing === null) change.check(stateOf(NO_ROWS), NO_ROWS);
    const householdId = existing ?? (await this.households.householdOf(principal));
    return this.repository.transaction(async (tx) => {
      await tx.lock(householdId);
      const stored = await tx.stored(householdId);
      const state = stateOf(stored);
      change.check(state, stored);
      await change.write(tx, householdId, state);
      await tx.notify(householdId);
      return answerOf(stateOf(await tx.stored(householdId)));
    });
  }
}
