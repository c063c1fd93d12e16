import type { ComponentProps } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * A form whose fields wait for the app. On a page the server drew (decision 023) they stay
 * disabled until the browser has taken the page over: nothing typed before is lost, and a
 * password is never sent as a plain form submission in the address.
 */
export function LiveForm({ children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset className="live-form__fields" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
