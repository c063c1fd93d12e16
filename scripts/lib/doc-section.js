// A part of a Markdown document that a script writes: the text between
// `<!-- NAME:start -->` and `<!-- NAME:end -->`. The scripts that keep docs in step with the tree
// (scripts/api-table.js, scripts/size-table.js) write it, or with --check compare it and fail.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { root } from './source-files.js';

/**
 * The text between a section's markers, without the markers.
 * @param {string} text
 * @param {string} name
 */
export function sectionOf(text, name) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`The markers ${start} and ${end} are missing.`);
  return {
    before: text.slice(0, from + start.length),
    inside: text.slice(from + start.length, to),
    after: text.slice(to),
  };
}

/**
 * Puts `body` between a document's markers, formatted as Prettier formats the whole document.
 * With `check`, writes nothing and exits 1 when the document holds something else there.
 * @param {{ file: string, name: string, body: string, check: boolean }} options
 */
export async function writeSection({ file, name, body, check }) {
  const absolute = path.join(root, file);
  const text = readFileSync(absolute, 'utf8');
  const { before, inside, after } = sectionOf(text, name);
  const options = { ...(await prettier.resolveConfig(absolute)), filepath: absolute };
  const formatted = sectionOf(
    await prettier.format(`${before}\n\n${body}\n\n${after}`, options),
    name,
  ).inside;
  if (formatted === inside) {
    console.log(`${file} (${name}): up to date.`);
    return;
  }
  if (check) {
    console.error(`${file} (${name}) differs from what the tree says (- now, + measured):`);
    const now = inside.split('\n');
    const measured = formatted.split('\n');
    for (const line of now.filter((l) => !measured.includes(l))) console.error(`- ${line}`);
    for (const line of measured.filter((l) => !now.includes(l))) console.error(`+ ${line}`);
    console.error(`Run \`node scripts/${name}.js\` to write it.`);
    process.exit(1);
  }
  writeFileSync(absolute, `${before}${formatted}${after}`);
  console.log(`${file} (${name}): written.`);
}
