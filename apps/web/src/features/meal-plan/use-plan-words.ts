import type { Meal } from '@family-recipes/shared';
import { useLanguage, useT, type Translate } from '../../i18n/language';
import { mealPlanMessages } from './messages';
import { dayName } from './plan-dates';
import type { Slot } from './plan-moves';
import { firstDayOfWeek } from '@family-recipes/shared';

type PlanKey = keyof typeof mealPlanMessages.en;
export type PlanT = Translate<PlanKey>;

/** The message of each meal's name. */
const MEAL_KEYS = {
  breakfast: 'mealBreakfast',
  lunch: 'mealLunch',
  dinner: 'mealDinner',
  other: 'mealOther',
} as const satisfies Record<Meal, PlanKey>;

/** The meal plan's words in the reader's language, with the names of its meals, days and slots. */
export function usePlanWords() {
  const t = useT(mealPlanMessages);
  const { language } = useLanguage();
  return {
    t,
    language,
    /** The day the reader's week starts on (0 Sunday … 6 Saturday). */
    firstDay: firstDayOfWeek(language),
    /** "Dinner" */
    mealName: (meal: Meal) => t(MEAL_KEYS[meal]),
    /** "Wednesday 25 November" */
    dayName: (day: string) => dayName(day, language),
    /** "dinner on Monday 23 November" */
    slotName: ({ date, meal }: Slot) => t('slotName', { meal, day: dayName(date, language) }),
  };
}

export type PlanWords = ReturnType<typeof usePlanWords>;
