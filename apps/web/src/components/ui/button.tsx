import type { ComponentProps } from 'react';

/**
 * A button in the site's look: `button button--<variant>`, then `button--large` when `large`,
 * then `className`. Its type is "button" unless it says otherwise.
 */
export function Button({
  variant,
  large = false,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & {
  variant: 'primary' | 'secondary' | 'danger' | 'outline' | 'light';
  large?: boolean;
}) {
  const classes = ['button', `button--${variant}`, large ? 'button--large' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={classes} {...props} />;
}
