import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { PageLoading } from '../../../components/ui/page-loading';
import { SignInLinks } from '../../../components/ui/sign-in-links';
import { useSession } from '../../../lib/session';
import { useHousehold, useJoinHousehold } from '../api/household-api';
import './household.css';
import { Button } from '../../../components/ui/button';

const TITLE = 'Join a household';
const LEAD =
  'You were invited to share a kitchen: the same meal plan, shopping lists and pantry as the family who asked you.';

/**
 * The page an invitation's link opens (/household/join?code=…). A visitor signs in first and comes
 * back here; a cook chooses whether their own plan and lists come along, then joins.
 */
export function JoinHouseholdPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';

  if (session.status === 'loading') return <PageLoading />;
  return (
    <Page title={TITLE} lead={LEAD}>
      {!code ? (
        <div className="household-panel" role="alert">
          <p className="household-panel__text">
            This link has no invitation code. Open the link in the invitation email again, or ask
            the household’s owner for a new one.
          </p>
        </div>
      ) : session.user ? (
        <JoinForm code={code} />
      ) : (
        <SignInFirst />
      )}
    </Page>
  );
}

function SignInFirst() {
  return (
    <div className="household-panel">
      <p className="household-panel__text">
        Log in to join. New here? Create an account with any email address, then open the link in
        the invitation again.
      </p>
      <SignInLinks className="household-actions" />
    </div>
  );
}

function JoinForm({ code }: { code: string }) {
  const bringId = useId();
  const hintId = useId();
  const [bring, setBring] = useState(false);
  const join = useJoinHousehold();
  const current = useHousehold();
  const navigate = useNavigate();
  const alone = current.data?.members.length === 1;

  const send = () =>
    join.mutate(
      { code, bring },
      {
        onSuccess: (household) => {
          toast.success(`Welcome to “${household.name}”.`);
          void navigate('/household', { replace: true });
        },
      },
    );

  return (
    <form
      className="household-panel household-form"
      aria-label="Join the household"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {current.data && !alone ? (
        <p className="household-panel__text">
          You are in “{current.data.name}” now. Joining takes you out of it, and its meal plan and
          lists stay there.
        </p>
      ) : (
        <>
          <div className="household-check">
            <input
              id={bringId}
              type="checkbox"
              className="household-check__box"
              checked={bring}
              aria-describedby={hintId}
              onChange={(event) => setBring(event.target.checked)}
            />
            <label htmlFor={bringId} className="household-check__label">
              Bring my meal plan and shopping lists
            </label>
          </div>
          <p id={hintId} className="household-check__hint">
            {bring
              ? 'What you planned and listed on your own joins the household’s.'
              : 'Left off, you join bringing nothing: the plan and lists you kept on your own are deleted.'}
          </p>
        </>
      )}
      {join.isError && (
        <div className="household-error" role="alert">
          <p className="household-panel__text">{join.error.message}</p>
          {(join.error.status === 404 || join.error.status === 409) && (
            <Link to="/household">See your household</Link>
          )}
        </div>
      )}
      <div className="household-actions">
        <Button variant="primary" large type="submit" disabled={join.isPending}>
          Join
        </Button>
      </div>
    </form>
  );
}
