import type { ReactNode } from 'react';

/**
 * A drawing that is decoration only, hidden from assistive technology and from the Tab key; its
 * box is `width` by `height`.
 */
export function Art({
  className,
  width,
  height,
  children,
}: {
  className: string;
  width: number;
  height: number;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
