import { describe, expect, it } from 'vitest';
import { KITCHEN_MESSAGES } from '../schemas/kitchen.js';
import { plannableDateSchema } from '../schemas/meal-plan.js';
import { clampToPlanWindow, inPlanWindow, planWindow } from './plan-window.js';

const at = (iso: string) => new Date(iso);

describe('the meal plan window', () => {
  it('when it is a day in November, then the window runs from that day two years back to two years ahead', () => {
    expect(planWindow(at('2026-11-26T23:59:00Z'))).toEqual({
      from: '2024-11-26',
      to: '2028-11-26',
    });
  });

  it('when it is late evening west of UTC, then the window follows the UTC day', () => {
    expect(planWindow(at('2026-12-31T22:00:00-05:00'))).toEqual({
      from: '2025-01-01',
      to: '2029-01-01',
    });
  });

  it('when today is 29 February, then both ends fall on 28 February', () => {
    expect(planWindow(at('2028-02-29T12:00:00Z'))).toEqual({
      from: '2026-02-28',
      to: '2030-02-28',
    });
  });

  it('when a day is on either edge, then it is in; a day beyond either edge is out', () => {
    const now = at('2026-11-26T12:00:00Z');
    expect(inPlanWindow('2024-11-26', now)).toBe(true);
    expect(inPlanWindow('2028-11-26', now)).toBe(true);
    expect(inPlanWindow('2024-11-25', now)).toBe(false);
    expect(inPlanWindow('2028-11-27', now)).toBe(false);
    expect(inPlanWindow('0001-01-01', now)).toBe(false);
    expect(inPlanWindow('9999-12-31', now)).toBe(false);
  });

  it('when a range reaches past the window, then it is cut at the edge; wholly outside, nothing is left', () => {
    const now = at('2026-11-26T12:00:00Z');
    expect(clampToPlanWindow({ from: '2028-11-20', to: '2028-12-03' }, now)).toEqual({
      from: '2028-11-20',
      to: '2028-11-26',
    });
    expect(clampToPlanWindow({ from: '2024-11-25', to: '2024-12-01' }, now)).toEqual({
      from: '2024-11-26',
      to: '2024-12-01',
    });
    expect(clampToPlanWindow({ from: '9999-12-01', to: '9999-12-31' }, now)).toBeUndefined();
  });

  it('when a day far outside today’s window is parsed, then the schema refuses it with the window message', () => {
    const parsed = plannableDateSchema.safeParse('9999-12-31');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      KITCHEN_MESSAGES.dateOutsideWindow,
    ]);
    expect(plannableDateSchema.safeParse(planWindow().to).success).toBe(true);
    for (const unreal of ['2026-02-30', 'tomorrow']) {
      expect(plannableDateSchema.safeParse(unreal).error?.issues.map((i) => i.message)).toEqual([
        KITCHEN_MESSAGES.dateInvalid,
      ]);
    }
  });
});
