import { inflateSync } from 'node:zlib';

/*
 * WOFF (1.0) to a plain TrueType file. fontkit reads WOFF, but inflates a table again each time
 * it is read (every glyph outline while subsetting: most of a book's time went there), and its
 * WOFF2 reader breaks accented (composite) glyphs when pdfkit subsets them. So the woff files are
 * unpacked once, in memory, to the font they wrap.
 */

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

interface Table {
  tag: number;
  checksum: number;
  data: Buffer;
}

function readTables(woff: Buffer): Table[] {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const count = woff.readUInt16BE(12);
  const tables: Table[] = [];
  for (let i = 0; i < count; i++) {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    tables.push({
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    });
  }
  return tables;
}

const padded = (n: number) => (n + 3) & ~3;

/** The TrueType (or OpenType) font inside a WOFF file. */
export function woffToSfnt(woff: Buffer): Buffer {
  const tables = readTables(woff).sort((a, b) => a.tag - b.tag);
  const headerSize = SFNT_HEADER + tables.length * SFNT_ENTRY;
  const size = tables.reduce((n, t) => n + padded(t.data.length), headerSize);
  const out = Buffer.alloc(size);
  const entrySelector = Math.floor(Math.log2(tables.length));
  const searchRange = 2 ** entrySelector * 16;
  out.writeUInt32BE(woff.readUInt32BE(4), 0);
  out.writeUInt16BE(tables.length, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(tables.length * 16 - searchRange, 10);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}
