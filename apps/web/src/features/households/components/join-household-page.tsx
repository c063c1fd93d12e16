import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { PageLoading } from '../../../components/ui/page-loading';
import { SignInLinks } from '../../../components/ui/sign-in-links';
import { useSession } from '../../../lib/session';
import type { JoinPreview } from '@family-recipes/shared';
import { useJoinHousehold, useJoinPreview } from '../api/household-api';
import { ConfirmStep } from './confirm-step';
import './household.css';
import { Button } from '../../../components/ui/button';

const TITLE = 'Join a household';
const LEAD =
  'You were invited to share a kitchen: the same meal plan, shopping lists and pantry as the family who asked you.';

/**
 * The page an invitation's link opens (/household/join?code=…). A visitor signs in first and comes
 * back here. A cook sees the household and who invited them, chooses whether their own plan and
 * lists come along (they do unless the cook says otherwise), and confirms anything that joining
 * deletes before it is sent.
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

/** "2 planned recipes and 1 shopping list", or "" for none. */
function kitchenWords(meals: number, lists: number): string {
  const parts = [
    meals > 0 ? `${meals} planned ${meals === 1 ? 'recipe' : 'recipes'}` : '',
    lists > 0 ? `${lists} shopping ${lists === 1 ? 'list' : 'lists'}` : '',
  ].filter(Boolean);
  return parts.join(' and ');
}

/**
 * What the cook chose for the plan and lists they had to themselves, and what that deletes: with
 * `bring`, only what the household has no room for.
 */
function lostBy(preview: JoinPreview, bring: boolean): string {
  const { meals, lists, alone } = preview.current;
  if (!alone) return '';
  return bring
    ? kitchenWords(meals.total - meals.fits, lists.total - lists.fits)
    : kitchenWords(meals.total, lists.total);
}

function JoinForm({ code }: { code: string }) {
  const preview = useJoinPreview(code);
  if (preview.isPending) return <PageLoading />;
  if (preview.isError) {
    return (
      <div className="household-error" role="alert">
        <p className="household-panel__text">{preview.error.message}</p>
        <Link to="/household">See your household</Link>
      </div>
    );
  }
  return <JoinChoice code={code} preview={preview.data} />;
}

function JoinChoice({ code, preview }: { code: string; preview: JoinPreview }) {
  const choiceName = useId();
  const [bring, setBring] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const join = useJoinHousehold();
  const navigate = useNavigate();
  const { current, household } = preview;
  const own = kitchenWords(current.meals.total, current.lists.total);
  const lost = lostBy(preview, bring);

  const send = () =>
    join.mutate(
      { code, bring, ...(lost ? { discard: true } : {}) },
      {
        onSuccess: (joined) => {
          toast.success(`Welcome to “${joined.name}”.`);
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
        if (lost) setConfirming(true);
        else send();
      }}
    >
      <h2 className="household-panel__title">“{household.name}”</h2>
      <p className="household-panel__text">
        {preview.invitedBy ? `${preview.invitedBy} invited you. ` : ''}
        {household.members === 1 ? '1 cook is in it.' : `${household.members} cooks are in it.`}
      </p>
      {!current.alone ? (
        <p className="household-panel__text">
          You are in “{current.name}” now. Joining takes you out of it, and its meal plan and lists
          stay there for the others.
        </p>
      ) : own ? (
        <fieldset className="household-choice">
          <legend className="household-choice__legend">Your {own}</legend>
          <JoinOption
            name={choiceName}
            checked={bring}
            onChange={() => setBring(true)}
            label="Bring them along"
            hint={
              lostBy(preview, true)
                ? `They join the household’s. What it has no room for is deleted: ${lostBy(preview, true)}.`
                : 'They join the household’s meal plan and lists.'
            }
          />
          <JoinOption
            name={choiceName}
            checked={!bring}
            onChange={() => setBring(false)}
            label="Leave them behind"
            hint="They are deleted when you join."
          />
        </fieldset>
      ) : null}
      {join.isError && (
        <div className="household-error" role="alert">
          <p className="household-panel__text">{join.error.message}</p>
          {(join.error.status === 404 || join.error.status === 409) && (
            <Link to="/household">See your household</Link>
          )}
        </div>
      )}
      {confirming ? (
        <ConfirmStep
          label="Delete and join?"
          confirm="Delete them and join"
          busy={join.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={send}
        >
          Joining deletes your {lost}. This cannot be undone.
        </ConfirmStep>
      ) : (
        <div className="household-actions">
          <Button variant="primary" large type="submit" disabled={join.isPending}>
            Join “{household.name}”
          </Button>
        </div>
      )}
    </form>
  );
}

function JoinOption({
  name,
  checked,
  onChange,
  label,
  hint,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  hint: string;
}) {
  const id = useId();
  return (
    <div className="household-check household-check--option">
      <input
        id={id}
        type="radio"
        name={name}
        className="household-check__box"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={onChange}
      />
      <label htmlFor={id} className="household-check__label">
        {label}
        <span id={`${id}-hint`} className="household-check__hint">
          {hint}
        </span>
      </label>
    </div>
  );
}
