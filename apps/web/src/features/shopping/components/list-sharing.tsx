import {
  EMAIL_MAX_LENGTH,
  shareListSchema,
  type ShareListInput,
  type ShoppingList,
} from '@family-recipes/shared';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { controlProps, fieldIds, FormField } from '../../../components/ui/form-field';
import { useSession } from '../../../lib/session';
import { useRemoveMember, useShareList } from '../api/shopping-api';
import { useShoppingForm } from './use-shopping-form';

type ShareValues = { email: string };

/**
 * Who shares the list. The owner shares it by email with registered cooks and may take anyone off
 * it again; a cook it was shared with may leave it.
 */
export function ListSharing({
  list,
  onLeaving,
}: {
  list: ShoppingList;
  /** Told when this cook starts leaving the list (true) and when that failed (false). */
  onLeaving: (going: boolean) => void;
}) {
  const titleId = useId();
  return (
    <section className="shopping-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="shopping-panel__title">
        Shared with
      </h2>
      {list.is_owner ? (
        <OwnerSharing list={list} />
      ) : (
        <LeaveList list={list} onLeaving={onLeaving} />
      )}
    </section>
  );
}

function OwnerSharing({ list }: { list: ShoppingList }) {
  const remove = useRemoveMember(list._id);
  const takeOff = (email: string, name: string) =>
    remove.mutate(
      { email, leaving: false },
      {
        onSuccess: () => toast.success(`${name || email} no longer shares this list.`),
        onError: (error) => toast.error(`We could not take ${name || email} off. ${error.message}`),
      },
    );

  return (
    <>
      {list.members.length === 0 ? (
        <p className="shopping-panel__text">Only you can see this list so far.</p>
      ) : (
        <ul className="shopping-members">
          {list.members.map((member) => (
            <li key={member.email} className="shopping-members__member">
              <span className="shopping-members__who">
                <span className="shopping-members__name">{member.name || member.email}</span>
                {member.name && <span className="shopping-members__email">{member.email}</span>}
              </span>
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Stop sharing with ${member.name || member.email}`}
                disabled={remove.isPending}
                onClick={() => takeOff(member.email, member.name)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <ShareForm listId={list._id} />
    </>
  );
}

/** The owner names a registered cook by email; the API's refusal is shown on the field. */
function ShareForm({ listId }: { listId: string }) {
  const prefix = useId();
  const share = useShareList(listId);
  const form = useShoppingForm<ShareValues, ShareListInput>(shareListSchema, { email: '' }, [
    'email',
  ]);
  const ids = fieldIds(prefix, 'email');
  const error = form.formState.errors.email?.message;

  const send = (values: ShareListInput) =>
    share.mutate(values, {
      onSuccess: () => {
        toast.success(`Shared with ${values.email}.`);
        form.reset({ email: '' });
      },
      onError: (failure) => form.failed(failure, 'We could not share the list.'),
    });

  return (
    <form
      className="shopping-form"
      noValidate
      aria-label="Share the list"
      onSubmit={(event) => void form.handleSubmit(send)(event)}
    >
      <FormField
        ids={ids}
        label="Share with"
        marker={false}
        hint="The email address of a cook who has an account here."
        error={error}
      >
        <div className="shopping-form__row">
          <input
            {...controlProps(ids, { hint: true, error })}
            {...form.register('email')}
            className="form-control"
            type="email"
            inputMode="email"
            autoComplete="off"
            maxLength={EMAIL_MAX_LENGTH}
          />
          <button type="submit" className="button button--primary" disabled={share.isPending}>
            Share
          </button>
        </div>
      </FormField>
    </form>
  );
}

function LeaveList({
  list,
  onLeaving,
}: {
  list: ShoppingList;
  onLeaving: (going: boolean) => void;
}) {
  const { user } = useSession();
  const leave = useRemoveMember(list._id);
  const navigate = useNavigate();
  if (!user) return null;

  const confirm = () => {
    onLeaving(true);
    leave.mutate(
      { email: user.email, leaving: true },
      {
        onSuccess: () => {
          toast.success(`You left “${list.name}”.`);
          void navigate('/shopping-lists');
        },
        onError: (error) => {
          onLeaving(false);
          toast.error(`We could not take you off the list. ${error.message}`);
        },
      },
    );
  };

  return (
    <>
      <p className="shopping-panel__text">
        {list.owner_name} shared this list with you
        {list.members.length > 1 ? ` and ${list.members.length - 1} more` : ''}.
      </p>
      <button
        type="button"
        className="button button--secondary"
        disabled={leave.isPending}
        onClick={confirm}
      >
        Leave list
      </button>
    </>
  );
}
