import type { BookFamilyPage } from './book-model.js';
import { MIN_PPI } from './frames.js';
import { placePhoto } from './photo.js';
import type { PassContext } from './recipe.js';
import { COLORS, POINTS_PER_INCH } from './theme.js';

/*
 * The family's own pages, placed among the recipes where the cook put them: the title, the photo
 * in a frame with its caption under it, then the story in roman. Photos in a frame (a family
 * page's, a recipe card's) get the frame's size from the stored pixel size alone, so the layout
 * pass, which reads no photo, and the printing pass agree.
 */

/** White space between a framed photo and its frame's rule, in points. */
const MAT = 6;

type Load = () => Promise<Buffer | undefined>;
interface Size {
  width: number;
  height: number;
}

/** The whole photo of `pixels` as large as fits `room`, never below MIN_PPI. */
function fittedSize(pixels: Size, room: Size): Size {
  const fit = Math.min(room.width / pixels.width, room.height / pixels.height);
  const scale = Math.min(fit, POINTS_PER_INCH / MIN_PPI);
  return { width: pixels.width * scale, height: pixels.height * scale };
}

/**
 * A photo centred in the text column below `pager.y`, whole (the frame takes its shape, so
 * nothing is cropped), at most `height` points tall with its frame and never larger than it
 * prints sharp at; a thin rule frames it. Without a known size it fills the room.
 */
export async function framedPhoto(
  ctx: PassContext,
  load: Load,
  size: Size | undefined,
  height: number,
): Promise<void> {
  const { pager } = ctx;
  const room = { width: pager.width - 2 * MAT, height: Math.max(height - 2 * MAT, MAT) };
  const frame = size ? fittedSize(size, room) : room;
  const x = pager.left + (pager.width - frame.width) / 2;
  const y = pager.y + MAT;
  pager.doc
    .save()
    .rect(x - MAT, y - MAT, frame.width + 2 * MAT, frame.height + 2 * MAT)
    .lineWidth(0.8)
    .strokeColor(COLORS.rule)
    .stroke()
    .restore();
  await placePhoto(pager, load, { x, y, ...frame }, { decode: ctx.decode });
  pager.y = y + frame.height + MAT + pager.theme.body * 0.6;
}

/** A line set small and centred under a photo. */
export function caption(ctx: PassContext, text: string): void {
  const { pager } = ctx;
  pager.paragraph([{ text, face: 'italic' }], {
    size: pager.theme.body,
    color: COLORS.soft,
    align: 'center',
  });
}

/**
 * A family page from a new right- or left-hand page: its title, the photo (up to 55 % of the
 * text block's height) and caption, and the story, which runs on to the next pages when long.
 * Answers the page it starts on.
 */
export async function printFamilyPage(ctx: PassContext, page: BookFamilyPage): Promise<number> {
  const { pager } = ctx;
  const { theme } = pager;
  pager.section = page.title;
  pager.newPage({ numbered: true, head: true }, { head: false });
  const start = pager.pages;
  pager.paragraph([{ text: page.title, face: 'bold' }], {
    size: theme.title,
    color: COLORS.accent,
    align: 'center',
  });
  pager.gap(theme.body);
  if (page.photo) {
    const height = Math.min((theme.height - theme.top - theme.bottom) * 0.55, pager.room);
    await framedPhoto(ctx, page.photo, page.photoSize, height);
  }
  if (page.caption.trim()) caption(ctx, page.caption.trim());
  const paragraphs = page.story
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length) pager.gap(theme.body);
  for (const text of paragraphs) {
    pager.paragraph([{ text, face: 'regular' }], { size: theme.body, color: COLORS.text });
    pager.gap(theme.body * 0.5);
  }
  return start;
}
