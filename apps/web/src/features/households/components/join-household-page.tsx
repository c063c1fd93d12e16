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
import { useLanguage, useT, type Translate } from '../../../i18n/language';
import { householdsMessages } from '../messages';

type Words = Translate<keyof typeof householdsMessages.en>;

/**
 * The page an invitation's link opens (/household/join?code=…). A visitor signs in first and comes
 * back here. A cook sees the household and who invited them, chooses whether their own plan and
 * lists come along (they do unless the cook says otherwise), and confirms anything that joining
 * deletes before it is sent.
 */
export function JoinHouseholdPage() {
  const t = useT(householdsMessages);
  const session = useSession();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';

  if (session.status === 'loading') return <PageLoading />;
  return (
    <Page title={t('joinTitle')} lead={t('joinLead')}>
      {!code ? (
        <div className="household-panel" role="alert">
          <p className="household-panel__text">{t('noCode')}</p>
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
  const t = useT(householdsMessages);
  return (
    <div className="household-panel">
      <p className="household-panel__text">{t('signInFirst')}</p>
      <SignInLinks className="household-actions" />
    </div>
  );
}

/** What the words of a kitchen's plan and lists are written with. */
interface Kitchen {
  t: Words;
  language: string;
}

/** "2 planned recipes and 1 shopping list", or "" for none. */
function kitchenWords({ t, language }: Kitchen, meals: number, lists: number): string {
  const parts = [
    meals > 0 ? t('plannedRecipes', { count: meals }) : '',
    lists > 0 ? t('shoppingLists', { count: lists }) : '',
  ].filter(Boolean);
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(parts);
}

/**
 * What the cook chose for the plan and lists they had to themselves, and what that deletes: with
 * `bring`, only what the household has no room for.
 */
function lostBy(kitchen: Kitchen, preview: JoinPreview, bring: boolean): string {
  const { meals, lists, alone } = preview.current;
  if (!alone) return '';
  return bring
    ? kitchenWords(kitchen, meals.total - meals.fits, lists.total - lists.fits)
    : kitchenWords(kitchen, meals.total, lists.total);
}

function JoinForm({ code }: { code: string }) {
  const t = useT(householdsMessages);
  const preview = useJoinPreview(code);
  if (preview.isPending) return <PageLoading />;
  if (preview.isError) {
    return (
      <div className="household-error" role="alert">
        <p className="household-panel__text">{preview.error.message}</p>
        <Link to="/household">{t('seeHousehold')}</Link>
      </div>
    );
  }
  return <JoinChoice code={code} preview={preview.data} />;
}

function JoinChoice({ code, preview }: { code: string; preview: JoinPreview }) {
  const t = useT(householdsMessages);
  const { language } = useLanguage();
  const kitchen = { t, language };
  const choiceName = useId();
  const [bring, setBring] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const join = useJoinHousehold();
  const navigate = useNavigate();
  const { current, household } = preview;
  const own = kitchenWords(kitchen, current.meals.total, current.lists.total);
  const lost = lostBy(kitchen, preview, bring);
  const lostIfBrought = lostBy(kitchen, preview, true);

  const send = () =>
    join.mutate(
      { code, bring, ...(lost ? { discard: true } : {}) },
      {
        onSuccess: (joined) => {
          toast.success(t('welcomeToast', { name: joined.name }));
          void navigate('/household', { replace: true });
        },
      },
    );

  return (
    <form
      className="household-panel household-form"
      aria-label={t('joinFormLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        if (lost) setConfirming(true);
        else send();
      }}
    >
      <h2 className="household-panel__title">{t('quotedName', { name: household.name })}</h2>
      <p className="household-panel__text">
        {preview.invitedBy ? `${t('invitedBy', { name: preview.invitedBy })} ` : ''}
        {t('cooksInIt', { count: household.members })}
      </p>
      {!current.alone ? (
        <p className="household-panel__text">{t('alreadyIn', { name: current.name })}</p>
      ) : own ? (
        <fieldset className="household-choice">
          <legend className="household-choice__legend">{t('yourThings', { things: own })}</legend>
          <JoinOption
            name={choiceName}
            checked={bring}
            onChange={() => setBring(true)}
            label={t('bringAlong')}
            hint={lostIfBrought ? t('bringHintLost', { lost: lostIfBrought }) : t('bringHint')}
          />
          <JoinOption
            name={choiceName}
            checked={!bring}
            onChange={() => setBring(false)}
            label={t('leaveBehind')}
            hint={t('leaveBehindHint')}
          />
        </fieldset>
      ) : null}
      {join.isError && (
        <div className="household-error" role="alert">
          <p className="household-panel__text">{join.error.message}</p>
          {(join.error.status === 404 || join.error.status === 409) && (
            <Link to="/household">{t('seeHousehold')}</Link>
          )}
        </div>
      )}
      {confirming ? (
        <ConfirmStep
          label={t('deleteAndJoinQuestion')}
          confirm={t('deleteAndJoin')}
          busy={join.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={send}
        >
          {t('deleteWarning', { lost })}
        </ConfirmStep>
      ) : (
        <div className="household-actions">
          <Button variant="primary" large type="submit" disabled={join.isPending}>
            {t('joinButton', { name: household.name })}
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
