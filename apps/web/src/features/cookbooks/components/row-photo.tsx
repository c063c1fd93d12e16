/** A recipe's small photo at the start of a row of the book. */
export function RowPhoto({ src }: { src: string }) {
  return (
    <img className="cookbook-row__photo" src={src} alt="" width={64} height={48} loading="lazy" />
  );
}
