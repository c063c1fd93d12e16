import { useLocation } from 'react-router';

interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Where a guard sent the visitor from (location.state.from), so that logging in returns there. */
export function useReturnPath(): string | undefined {
  const location = useLocation();
  const from = (location.state as FromState | null)?.from;
  if (!from?.pathname || !from.pathname.startsWith('/')) return undefined;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
