import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

// Read from the files themselves: the test set-up hands stylesheets to components as nothing.
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const cookModeCss = read('./cook-mode.css');
const tokensCss = read('../../../styles/tokens.css');

/** The declarations of `selector`'s own rule in cook-mode.css. */
function rule(selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(cookModeCss);
  if (!match?.[1]) throw new Error(`No rule for ${selector} in cook-mode.css`);
  return match[1];
}

/** A token's rem value from tokens.css (--text-xl: 1.5rem). */
function token(name: string): number {
  const match = new RegExp(`${name}:\\s*([\\d.]+)rem`).exec(tokensCss);
  if (!match?.[1]) throw new Error(`No ${name} in tokens.css`);
  return Number(match[1]);
}

/**
 * The smallest size a font-size declaration can come to, in px (16 px a rem): a rem value, a
 * token, or the lower bound of a clamp().
 */
function smallestPx(declarations: string): number {
  const value = /font-size:\s*([^;]+);/.exec(declarations)?.[1]?.trim() ?? '';
  const clamp = /^clamp\(\s*([\d.]+)rem/.exec(value);
  if (clamp?.[1]) return Number(clamp[1]) * 16;
  const rem = /^([\d.]+)rem$/.exec(value);
  if (rem?.[1]) return Number(rem[1]) * 16;
  const variable = /^var\((--[\w-]+)\)$/.exec(value);
  if (variable?.[1]) return token(variable[1]) * 16;
  throw new Error(`Cannot read the font-size "${value}"`);
}

describe('cook mode’s type, read from arm’s length at the stove', () => {
  it('when a step is shown, then its text is at least 24 px at any width, with room between its lines', () => {
    const step = rule('.cook-mode__text');
    expect(smallestPx(step)).toBeGreaterThanOrEqual(24);
    const lineHeight = Number(/line-height:\s*([\d.]+);/.exec(step)?.[1]);
    expect(lineHeight).toBeGreaterThanOrEqual(1.3);
    // Long words wrap rather than push the page sideways at 320 px.
    expect(step).not.toMatch(/white-space:\s*nowrap/);
  });

  it('when the ingredients or the last step’s tips are shown, then their text is at least 24 px too', () => {
    expect(smallestPx(rule('.cook-mode__check'))).toBeGreaterThanOrEqual(24);
    expect(smallestPx(rule('.cook-mode__tips'))).toBeGreaterThanOrEqual(24);
  });
});
