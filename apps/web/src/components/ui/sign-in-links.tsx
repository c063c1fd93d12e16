import { Link, useLocation } from 'react-router';

/**
 * The Log In and Create an Account buttons for a visitor, each remembering the page they are on so
 * that signing in brings them back to it.
 */
export function SignInLinks({ className }: { className: string }) {
  const location = useLocation();
  const state = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };
  return (
    <div className={className}>
      <Link to="/login" state={state} className="button button--primary button--large">
        Log In
      </Link>
      <Link to="/signup" state={state} className="button button--secondary button--large">
        Create an Account
      </Link>
    </div>
  );
}
