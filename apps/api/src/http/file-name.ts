/**
 * Words of `text` for a download's file name: lower-case ASCII letters and digits, accents
 * dropped, dashes between words, at most `max` characters; '' when nothing is left.
 */
export function fileNameWords(text: string, max: number): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
