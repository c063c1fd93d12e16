import { defineMessages, type Catalog } from '../../i18n/messages';
import en from './locales/en.json';

/**
 * The words of the meal plan (decision 049): the week's page, its board and forms, "Fill empty
 * dinners", the meal rules, the week's shopping and the calendar feed, and "Add to meal plan" on a
 * recipe's page. Weekday and month names come from Intl in the reader's language.
 */
export const mealPlanMessages = defineMessages(
  'mealPlan',
  en,
  import.meta.glob<Catalog>(['./locales/*.json', '!./locales/en.json'], { import: 'default' }),
);
