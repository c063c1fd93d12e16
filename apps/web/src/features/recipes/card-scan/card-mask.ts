import type { GreyImage } from './prepare-photo';

/*
 * A photo of a card usually shows the table it lies on: left as it is, the flattening of the light
 * (prepare-photo.ts) turns the table's grain into specks that tesseract reads as letters. What is
 * off the card is made white instead.
 */

/**
 * Otsu's threshold of values from 0 to 255: the level that best splits them into a dark and a
 * light class (0 when they are all alike).
 */
export function otsuThreshold(values: ArrayLike<number>): number {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < values.length; i += 1) {
    histogram[Math.min(255, Math.max(0, Math.round(values[i] ?? 0)))]! += 1;
  }
  let total = 0;
  for (let v = 0; v < 256; v += 1) total += v * (histogram[v] ?? 0);
  let below = 0;
  let belowSum = 0;
  let best = 0;
  let threshold = 0;
  for (let v = 0; v < 256; v += 1) {
    below += histogram[v] ?? 0;
    if (below === 0 || below === values.length) continue;
    belowSum += v * (histogram[v] ?? 0);
    const above = values.length - below;
    const between = below * above * (belowSum / below - (total - belowSum) / above) ** 2;
    if (between > best) {
      best = between;
      threshold = v;
    }
  }
  return threshold;
}

/** Each of a cell's four neighbours on a grid `columns` wide and `rows` tall. */
function eachNeighbour(
  cell: number,
  columns: number,
  rows: number,
  visit: (next: number) => void,
): void {
  const row = Math.floor(cell / columns);
  const column = cell % columns;
  if (row > 0) visit(cell - columns);
  if (row < rows - 1) visit(cell + columns);
  if (column > 0) visit(cell - 1);
  if (column < columns - 1) visit(cell + 1);
}

/**
 * Where the card is on a photo of it lying on a table: a mask (1 on the card) of `columns` x
 * `rows` cells, from the cells' brightness. The bright cells are split from the dark by Otsu's
 * threshold, the largest bright region taken with whatever it encloses (the text), and its rim
 * of one cell left out (the card's edge). A photo with no darker surround is all card.
 */
export function cardMask(image: GreyImage, columns: number, rows: number): Uint8Array {
  const { width, height, pixels } = image;
  const cells = new Float32Array(columns * rows);
  for (let row = 0; row < rows; row += 1) {
    const y0 = Math.floor((row * height) / rows);
    const y1 = Math.max(y0 + 1, Math.floor(((row + 1) * height) / rows));
    for (let column = 0; column < columns; column += 1) {
      const x0 = Math.floor((column * width) / columns);
      const x1 = Math.max(x0 + 1, Math.floor(((column + 1) * width) / columns));
      let sum = 0;
      let n = 0;
      for (let y = y0; y < y1; y += 1) {
        for (let x = x0; x < x1; x += 1) {
          sum += pixels[y * width + x] ?? 0;
          n += 1;
        }
      }
      cells[row * columns + column] = n > 0 ? sum / n : 0;
    }
  }
  const threshold = otsuThreshold(cells);
  // Otsu's threshold lies midway; a card darkened towards one side or its corners by the light
  // must still count as card, so the line is drawn a third of the way up from the table's mean.
  let darkSum = 0;
  let darkCount = 0;
  let lightSum = 0;
  for (const value of cells) {
    if (value <= threshold) {
      darkSum += value;
      darkCount += 1;
    } else lightSum += value;
  }
  const darkMean = darkCount > 0 ? darkSum / darkCount : 0;
  const lightMean = cells.length > darkCount ? lightSum / (cells.length - darkCount) : 255;
  const all = new Uint8Array(cells.length).fill(1);
  // No surround much darker than the card: the photo is all card.
  if (lightMean - darkMean < 40) return all;
  const line = darkMean + (lightMean - darkMean) / 3;
  const bright = cells.map((value) => (value > line ? 1 : 0));
  // The largest bright region (4-connected).
  const region = new Int32Array(cells.length).fill(-1);
  let largest = -1;
  let largestSize = 0;
  for (let start = 0; start < cells.length; start += 1) {
    if (!bright[start] || region[start] !== -1) continue;
    const stack = [start];
    region[start] = start;
    let size = 0;
    while (stack.length > 0) {
      const cell = stack.pop() ?? 0;
      size += 1;
      eachNeighbour(cell, columns, rows, (next) => {
        if (bright[next] && region[next] === -1) {
          region[next] = start;
          stack.push(next);
        }
      });
    }
    if (size > largestSize) {
      largestSize = size;
      largest = start;
    }
  }
  const mask = all;
  // Too small a region to be the card: all of it is card.
  if (largest < 0 || largestSize < cells.length * 0.15) return mask;
  grownSmoothly(cells, region, largest, columns, rows, {
    floor: darkMean + (lightMean - darkMean) / 5,
    step: Math.max(3, (lightMean - darkMean) / 8),
  });
  // Outside: reachable from the image's border without crossing the region.
  const outside = new Uint8Array(cells.length);
  const stack: number[] = [];
  for (let cell = 0; cell < cells.length; cell += 1) {
    const row = Math.floor(cell / columns);
    const column = cell % columns;
    const border = row === 0 || column === 0 || row === rows - 1 || column === columns - 1;
    if (border && region[cell] !== largest) {
      outside[cell] = 1;
      stack.push(cell);
    }
  }
  while (stack.length > 0) {
    const cell = stack.pop() ?? 0;
    eachNeighbour(cell, columns, rows, (next) => {
      if (!outside[next] && region[next] !== largest) {
        outside[next] = 1;
        stack.push(next);
      }
    });
  }
  for (let cell = 0; cell < cells.length; cell += 1) {
    const row = Math.floor(cell / columns);
    const column = cell % columns;
    let rim = false;
    for (let r = row - 1; r <= row + 1; r += 1) {
      for (let c = column - 1; c <= column + 1; c += 1) {
        if (r >= 0 && r < rows && c >= 0 && c < columns && outside[r * columns + c]) rim = true;
      }
    }
    mask[cell] = rim ? 0 : 1;
  }
  return mask;
}

/**
 * The card's region grown into the cells next to it that differ from it only by a small step: a
 * card the light darkens towards a corner or side (a lamp, a phone's shadow) changes from cell to
 * cell by little, where its edge against the table is a step. Cells darker than `floor` stay out.
 */
function grownSmoothly(
  cells: Float32Array,
  region: Int32Array,
  label: number,
  columns: number,
  rows: number,
  limits: { floor: number; step: number },
): void {
  const stack: number[] = [];
  for (let cell = 0; cell < cells.length; cell += 1) if (region[cell] === label) stack.push(cell);
  while (stack.length > 0) {
    const cell = stack.pop() ?? 0;
    const value = cells[cell] ?? 0;
    eachNeighbour(cell, columns, rows, (next) => {
      const nextValue = cells[next] ?? 0;
      if (region[next] === label || nextValue < limits.floor) return;
      if (Math.abs(nextValue - value) > limits.step) return;
      region[next] = label;
      stack.push(next);
    });
  }
}

/** The image with everything off the card (`cardMask`'s zeros) made white. */
export function offCardWhite(image: GreyImage, mask: Uint8Array, columns: number, rows: number) {
  const { width, height, pixels } = image;
  const out = new Uint8Array(pixels);
  for (let y = 0; y < height; y += 1) {
    const row = Math.min(rows - 1, Math.floor((y * rows) / height));
    for (let x = 0; x < width; x += 1) {
      const column = Math.min(columns - 1, Math.floor((x * columns) / width));
      if (!mask[row * columns + column]) out[y * width + x] = 255;
    }
  }
  return { width, height, pixels: out };
}
