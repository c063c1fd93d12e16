import type { Page } from '@playwright/test';

/** WCAG 1.4.12's text spacing, as the criterion's test bookmarklets apply it. */
const TEXT_SPACING_CSS = `
  * {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p {
    margin-bottom: 2em !important;
  }
`;

/**
 * Doubles the browser's default font size (16 px to 32 px), as a person does in the browser's
 * settings: the root font size becomes 200 % and `em` media queries follow it, unlike page zoom.
 */
export async function doubleDefaultFontSize(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
}

/**
 * Doubles the root font size by a user style sheet (`html { font-size: 200% }`), as text-only
 * zoom does: `rem` and `em` sizes double, but media queries keep the browser's default font size,
 * so the wide layout stays.
 */
export async function doubleRootFontSize(page: Page) {
  await page.addInitScript(() => {
    const add = () => {
      const style = document.createElement('style');
      style.dataset.rootFontSize = '';
      style.textContent = 'html { font-size: 200% !important; }';
      document.head.append(style);
    };
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add, { once: true });
  });
}

/** Adds the text spacing to the page now and to every document the page loads next. */
export async function applyTextSpacing(page: Page) {
  await page.addInitScript((css) => {
    const add = () => {
      const style = document.createElement('style');
      style.dataset.textSpacing = '';
      style.textContent = css;
      document.head.append(style);
    };
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add, { once: true });
  }, TEXT_SPACING_CSS);
}

export interface ReflowProblem {
  what: string;
  detail: string;
}

/**
 * What scrolls sideways or hides text: the document wider than the window, and any element that
 * clips its own text (overflow hidden or clip, or an ellipsis) with more text than room.
 */
export async function reflowProblems(page: Page): Promise<ReflowProblem[]> {
  return page.evaluate(() => {
    const problems: { what: string; detail: string }[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      // An element past the right edge, or one whose own content (a long line) reaches past it.
      const wide = [...document.body.querySelectorAll<HTMLElement>('*')]
        .filter((el) => {
          const rect = el.getBoundingClientRect();
          const contentRight = rect.left + el.scrollWidth;
          return rect.width > 0 && Math.max(rect.right, contentRight) > root.clientWidth + 1;
        })
        .slice(-3)
        .map(describe);
      problems.push({
        what: 'scrolls sideways',
        detail: `${root.scrollWidth} > ${root.clientWidth}; widest: ${wide.join(' | ')}`,
      });
    }
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!el.innerText?.trim() || el.closest('[hidden], .visually-hidden, [aria-hidden="true"]'))
        continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      if (el.clientWidth <= 1 && el.clientHeight <= 1) continue;
      const clipsX = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow !== 'clip';
      const clipsY = ['hidden', 'clip'].includes(style.overflowY);
      const tooWide = clipsX && el.scrollWidth > el.clientWidth + 1;
      const tooTall = clipsY && el.scrollHeight > el.clientHeight + 1 && hasTextBelow(el);
      if (tooWide || tooTall) {
        problems.push({
          what: 'clips its text',
          detail: `${describe(el)} (${tooWide ? `${el.scrollWidth} > ${el.clientWidth} wide` : `${el.scrollHeight} > ${el.clientHeight} tall`})`,
        });
      }
    }
    return problems;

    /** Whether a text line of the element ends below its box (images and shadows do not count). */
    function hasTextBelow(el: HTMLElement) {
      const bottom = el.getBoundingClientRect().bottom;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.bottom > bottom + 1) return true;
      }
      return false;
    }

    function describe(el: Element) {
      const cls = el.getAttribute('class')?.split(/\s+/)[0];
      const text = (el as HTMLElement).innerText?.trim().slice(0, 30).replace(/\s+/g, ' ');
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${text ? ` "${text}"` : ''}`;
    }
  });
}
