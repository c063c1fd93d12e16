import { useId, type ComponentProps, type ReactNode } from 'react';

/**
 * A section named by its own h2 heading (`aria-labelledby`). The heading's class is
 * `headingClassName`, by default the section's class with `__title` (`household-panel__title`).
 */
export function TitledSection({
  className,
  heading,
  headingClassName = `${className}__title`,
  children,
  ...props
}: Omit<ComponentProps<'section'>, 'aria-labelledby' | 'className'> & {
  className: string;
  heading: ReactNode;
  headingClassName?: string;
}) {
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={headingId} {...props}>
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
