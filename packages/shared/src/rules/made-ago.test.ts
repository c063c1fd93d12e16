import { describe, expect, it } from 'vitest';
import { madeAgo } from './made-ago.js';

describe('madeAgo', () => {
  it('when days are counted back from today, then they read as a person says them', () => {
    expect(madeAgo('2026-11-27', '2026-11-27')).toBe('today');
    expect(madeAgo('2026-11-26', '2026-11-27')).toBe('yesterday');
    expect(madeAgo('2026-11-24', '2026-11-27')).toBe('3 days ago');
    expect(madeAgo('2026-11-06', '2026-11-27')).toBe('3 weeks ago');
    expect(madeAgo('2026-05-27', '2026-11-27')).toBe('6 months ago');
    expect(madeAgo('2023-11-27', '2026-11-27')).toBe('3 years ago');
  });

  it('when the day is after today (another clock), then it reads as today', () => {
    expect(madeAgo('2026-11-28', '2026-11-27')).toBe('today');
  });
});
