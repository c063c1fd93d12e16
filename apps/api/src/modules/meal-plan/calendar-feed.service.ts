import { createHash, randomBytes } from 'node:crypto';
import type { Meal } from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import type { HouseholdLookup } from '../households/index.js';
import type { Principal } from '../identity/index.js';
import { serializeCalendar, type IcsEvent } from './ics.js';
import type { MealPlanRepository, PlannedRow } from './meal-plan.repository.js';
import { addDays, utcDay } from './plan-days.js';

export interface CalendarFeedState {
  enabled: boolean;
  created_on: string | null;
}

/** The days a feed shows around today: recent meals and those planned ahead. */
const FEED_DAYS = { before: 30, after: 90 } as const;

const CALENDAR_NAME = 'Family Recipes meal plan';
/** PRODID:-//Family Recipes//Meal plan//EN */
const PRODID = { company: 'Family Recipes', product: 'Meal plan' };

const MEAL_LABELS: Record<Meal, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  other: 'Other',
};

/** 32 random bytes, base64url: exactly 43 characters of this alphabet. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Neither which part was wrong nor whether a feed ever existed is told. */
const feedNotFound = () => new AppError(404, 'Calendar not found');

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface CalendarFeedOptions {
  /** The site's address, without a trailing slash. */
  publicUrl: string;
  clock?: () => Date;
}

/**
 * A member's private calendar feed of their household's meal plan (RFC 5545). The token is a secret
 * link for calendar apps, which cannot sign in: only its SHA-256 is stored, and it opens nothing but
 * the plan of the household its member is in. Each member turns their own on, makes a new address
 * or turns it off; the other members' addresses are not touched.
 */
export class CalendarFeedService {
  private readonly clock: () => Date;
  private readonly uidDomain: string;

  constructor(
    private readonly plans: MealPlanRepository,
    private readonly households: HouseholdLookup,
    private readonly options: CalendarFeedOptions,
  ) {
    this.clock = options.clock ?? (() => new Date());
    this.uidDomain = new URL(options.publicUrl).hostname;
  }

  async state(principal: Principal): Promise<CalendarFeedState> {
    const householdId = await this.households.householdOf(principal);
    const feed = await this.plans.feedOf(householdId, principal.sub);
    return { enabled: !!feed, created_on: feed ? feed.createdOn.toISOString() : null };
  }

  /** A new address of the caller's own; their previous one stops working at once. */
  async create(principal: Principal): Promise<{ url: string }> {
    const token = randomBytes(32).toString('base64url');
    const householdId = await this.households.householdOf(principal);
    await this.plans.setFeed(householdId, principal.sub, sha256(token));
    return { url: `${this.options.publicUrl}/api/meal-plan/calendar/${token}.ics` };
  }

  async remove(principal: Principal): Promise<void> {
    await this.plans.deleteFeed(principal.sub);
  }

  /** The feed's iCalendar text; 404 for any token that opens no feed. */
  async calendar(token: string): Promise<string> {
    if (!TOKEN_SHAPE.test(token)) throw feedNotFound();
    const householdId = await this.plans.feedHousehold(sha256(token));
    if (!householdId) throw feedNotFound();
    const now = this.clock();
    const today = utcDay(now);
    // What any member can reach: approved recipes, and the members' own.
    const rows = await this.plans.entries(
      householdId,
      await this.households.memberSubs(householdId),
      addDays(today, -FEED_DAYS.before),
      addDays(today, FEED_DAYS.after),
    );
    return serializeCalendar({
      prodId: PRODID,
      name: CALENDAR_NAME,
      stamp: now,
      events: this.events(householdId, rows),
    });
  }

  /**
   * One event per planned recipe or note. Its UID hashes the household, the day, the meal, the
   * recipe (or the note's text) and which time it is planned there, so reordering a day keeps
   * every event and the id never shows.
   */
  private events(householdId: string, rows: PlannedRow[]): IcsEvent[] {
    const seen = new Map<string, number>();
    return rows.map((row) => {
      const what = row.recipe ? row.recipe.id : `note:${row.note ?? ''}`;
      const slot = `${householdId}\n${row.day}\n${row.meal}\n${what}`;
      const occurrence = seen.get(slot) ?? 0;
      seen.set(slot, occurrence + 1);
      const uid = `${sha256(`${slot}\n${occurrence}`)}@${this.uidDomain}`;
      if (!row.recipe) {
        const url = `${this.options.publicUrl}/meal-plan`;
        return {
          uid,
          date: row.day,
          summary: `${MEAL_LABELS[row.meal]}: ${row.note ?? ''}`,
          description: `Meal plan: ${url}`,
          url,
        };
      }
      const url = `${this.options.publicUrl}/recipes/${row.recipe.id}`;
      const serves = row.servings === null ? row.recipe.serving : String(row.servings);
      return {
        uid,
        date: row.day,
        summary: `${MEAL_LABELS[row.meal]}: ${row.recipe.title}`,
        description: [serves && `Serves: ${serves}`, `Recipe: ${url}`].filter(Boolean).join('\n'),
        url,
      };
    });
  }
}
