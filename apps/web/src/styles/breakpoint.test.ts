import { MOBILE_BREAKPOINT_PX } from '@family-recipes/shared';
import { describe, expect, it } from 'vitest';
import globalCss from './global.css?raw';

describe('global.css', () => {
  it('when the layout switches to desktop, then it does so at MOBILE_BREAKPOINT_PX', () => {
    // CSS media queries cannot read the shared constant, so this keeps the two in step.
    const breakpoints = [...globalCss.matchAll(/@media \(min-width: (\d+)px\)/g)].map((m) =>
      Number(m[1]),
    );
    expect(breakpoints.length).toBeGreaterThan(0);
    expect(new Set(breakpoints)).toEqual(new Set([MOBILE_BREAKPOINT_PX]));
  });
});
