import { MOBILE_BREAKPOINT_EM } from '@family-recipes/shared';
import { describe, expect, it } from 'vitest';
import globalCss from './global.css?raw';

const stylesheets = import.meta.glob<string>('../**/*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('breakpoints', () => {
  it('when the layout switches to desktop, then it does so at MOBILE_BREAKPOINT_EM', () => {
    // CSS media queries cannot read the shared constant, so this keeps the two in step.
    const breakpoints = [...globalCss.matchAll(/@media \(min-width: ([\d.]+)em\)/g)].map((m) =>
      Number(m[1]),
    );
    expect(breakpoints.length).toBeGreaterThan(0);
    expect(new Set(breakpoints)).toEqual(new Set([MOBILE_BREAKPOINT_EM]));
  });

  it('when a stylesheet has a width breakpoint, then it is in em, so larger text moves it (WCAG 1.4.4)', () => {
    const files = Object.entries(stylesheets);
    expect(files.length).toBeGreaterThan(5);
    const inPixels = files.flatMap(([file, css]) =>
      [...css.matchAll(/@media[^{]*\b(?:min|max)-width:\s*[\d.]+px/g)].map(
        (m) => `${file}: ${m[0]}`,
      ),
    );
    expect(inPixels).toEqual([]);
  });
});
