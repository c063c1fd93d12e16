import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, measuresInUsUnits } from './week-start.js';

/** What Intl says of the week in `language`: its first day, 1 Monday to 7 Sunday. */
const intlFirstDay = (language: string) =>
  (new Intl.Locale(language) as Intl.Locale & { weekInfo?: { firstDay: number } }).weekInfo
    ?.firstDay;

describe('the first day of the week', () => {
  it('when the reader reads the site’s English (British), then the week starts on Monday; in the United States’ English, on Sunday', () => {
    expect(firstDayOfWeek('en')).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(0);
  });

  it('when the reader reads Portuguese, then the week starts on the day Intl gives (Sunday)', () => {
    expect(intlFirstDay('pt')).toBe(7);
    expect(firstDayOfWeek('pt')).toBe(0);
  });

  it('measures in US units only where the United States’ customs are followed', () => {
    expect(measuresInUsUnits('en-US')).toBe(true);
    for (const language of ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'zh', 'ar']) {
      expect(measuresInUsUnits(language), language).toBe(false);
    }
  });

  it('when the reader reads German, French, Spanish, Italian, Dutch or Chinese, then the week starts on Monday', () => {
    for (const language of ['de', 'fr', 'es', 'it', 'nl', 'zh']) {
      expect(firstDayOfWeek(language), language).toBe(1);
    }
  });

  it('when the reader reads Arabic, then the week starts on the day Intl gives', () => {
    expect(intlFirstDay('ar')).toBe(6);
    expect(firstDayOfWeek('ar')).toBe(6);
  });

  it('when the language names no locale Intl knows, then the week starts on Monday', () => {
    expect(firstDayOfWeek('not a language')).toBe(1);
  });
});
