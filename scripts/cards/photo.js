// The steps of make-cards.js that run in Chromium's page: reading the card's printed lines and
// turning the drawn card into a photo of it.

/** @typedef {import('./make-cards.js').PrintedLine} PrintedLine */
/** @typedef {{ photoSide: number, seed: number, light: number, lightStrength: number,
 *   vignette: number, grain: number, quality: number }} PhotoLook */

/**
 * The card's printed lines, read from the page before it is tilted: each element's words grouped
 * by the line box they were drawn on.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<PrintedLine[]>}
 */
export async function printedLines(page) {
  const lines = await page.evaluate(() => {
    // In the page: its globals, which this file's types (Node's) do not know.
    const { document, NodeFilter } = /** @type {any} */ (globalThis);
    /** @type {{ kind: string, text: string }[]} */
    const lines = [];
    for (const element of document.querySelectorAll('[data-kind]')) {
      const kind = element.getAttribute('data-kind') ?? '';
      /** @type {{ top: number, words: string[] }[]} */
      const rows = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index ?? 0);
          range.setEnd(node, (match.index ?? 0) + match[0].length);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          const row = rows.find((r) => Math.abs(r.top - rect.top) < rect.height / 2);
          if (row) row.words.push(match[0]);
          else rows.push({ top: rect.top, words: [match[0]] });
        }
      }
      for (const row of rows) lines.push({ kind, text: row.words.join(' ') });
    }
    return lines;
  });
  return /** @type {PrintedLine[]} */ (lines);
}

/**
 * Makes the photo of the card in the page: grain, light falling off towards the corners and from
 * one side, and JPEG compression, all from the card's seed.
 * @param {import('@playwright/test').Page} page
 * @param {Buffer} png the tilted card on the table as Chromium drew it
 * @param {PhotoLook} d
 * @returns {Promise<Buffer>}
 */
export async function photographed(page, png, d) {
  const dataUrl = await page.evaluate(
    async ({ source, d }) => {
      const { document, Image } = /** @type {any} */ (globalThis);
      const image = new Image();
      image.src = source;
      await image.decode();
      const scale = d.photoSide / Math.max(image.width, image.height);
      const width = Math.round(image.width * scale);
      const height = Math.round(image.height * scale);
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = /** @type {any} */ (canvas.getContext('2d'));
      // A phone's lens is never quite sharp: a touch of blur before the grain.
      context.filter = `blur(${(0.35 + 0.25 * (d.seed % 3)) * Math.max(1, scale)}px)`;
      context.drawImage(image, 0, 0, width, height);
      context.filter = 'none';
      // Light from one side ...
      const dx = Math.cos(d.light) * width * 0.5;
      const dy = Math.sin(d.light) * height * 0.5;
      const side = context.createLinearGradient(
        width / 2 - dx,
        height / 2 - dy,
        width / 2 + dx,
        height / 2 + dy,
      );
      side.addColorStop(0, `rgba(255,250,235,${d.lightStrength})`);
      side.addColorStop(1, `rgba(0,0,0,${d.lightStrength})`);
      context.fillStyle = side;
      context.fillRect(0, 0, width, height);
      // ... and falling off towards the corners.
      const radius = Math.hypot(width, height) / 2;
      const corners = context.createRadialGradient(
        width / 2,
        height / 2,
        radius * 0.35,
        width / 2,
        height / 2,
        radius,
      );
      corners.addColorStop(0, 'rgba(0,0,0,0)');
      corners.addColorStop(1, `rgba(0,0,0,${d.vignette})`);
      context.fillStyle = corners;
      context.fillRect(0, 0, width, height);
      // Grain: gaussian noise, a little stronger in the dark, from the card's seed.
      let state = d.seed >>> 0;
      const random = () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
      const pixels = context.getImageData(0, 0, width, height);
      const data = pixels.data;
      for (let i = 0; i < data.length; i += 4) {
        const u = Math.max(random(), 1e-9);
        const v = random();
        const gauss = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
        const luma = ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0)) / 765;
        const noise = gauss * d.grain * (1.3 - 0.5 * luma);
        const tint = (random() - 0.5) * d.grain * 0.4;
        data[i] = (data[i] ?? 0) + noise + tint;
        data[i + 1] = (data[i + 1] ?? 0) + noise;
        data[i + 2] = (data[i + 2] ?? 0) + noise - tint;
      }
      context.putImageData(pixels, 0, 0);
      return canvas.toDataURL('image/jpeg', d.quality);
    },
    { source: `data:image/png;base64,${png.toString('base64')}`, d },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}
