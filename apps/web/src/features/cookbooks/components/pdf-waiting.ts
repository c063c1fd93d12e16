/** Where a book waiting for its turn stands: "next in line", "2 books ahead". */
export function placeInLine(place: number): string {
  const ahead = place - 1;
  if (ahead < 1) return 'next in line';
  return `${ahead} ${ahead === 1 ? 'book' : 'books'} ahead`;
}
