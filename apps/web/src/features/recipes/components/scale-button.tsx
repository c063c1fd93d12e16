import type { ReactNode } from 'react';

/** One button of a `scale-buttons` group, pressed while it is the one chosen. */
export function ScaleButton({
  pressed,
  onPress,
  children,
}: {
  pressed: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="scale-buttons__button"
      aria-pressed={pressed}
      onClick={onPress}
    >
      {children}
    </button>
  );
}
