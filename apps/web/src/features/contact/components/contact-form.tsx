import {
  CONTACT_BODY_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  TOAST_DURATION_MS,
  TOASTS,
  validateContactInput,
} from '@family-recipes/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { controlProps, fieldIds, FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { sendContactMessage } from '../api/send-message';
import './contact.css';
import { LiveForm } from '../../../components/ui/live-form';

type ContactField = 'name' | 'email' | 'subject' | 'body';
type ContactValues = Record<ContactField, string>;
const EMPTY: ContactValues = { name: '', email: '', subject: '', body: '' };
const FIELDS: ContactField[] = ['name', 'email', 'subject', 'body'];

function fieldOf(message: string): ContactField | undefined {
  if (/^name\b/i.test(message)) return 'name';
  if (/email/i.test(message)) return 'email';
  if (/^subject\b/i.test(message)) return 'subject';
  if (/^message\b/i.test(message)) return 'body';
  return undefined;
}

/** The contact form: name, email, optional subject and message; it clears once sent. */
export function ContactForm() {
  const prefix = useId().replace(/:/g, '');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const mutation = useMutation({ mutationFn: sendContactMessage });

  const update =
    (name: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        if (current[name] === undefined) return current;
        const next = { ...current };
        delete next[name];
        return next;
      });
    };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const result = validateContactInput(values);
    if (!result.success) {
      const fieldErrors: Partial<Record<ContactField, string>> = {};
      for (const message of result.errors) {
        const field = fieldOf(message);
        if (field && fieldErrors[field] === undefined) fieldErrors[field] = message;
      }
      setErrors(fieldErrors);
      toast.error(
        <div className="form-toast">
          <p className="form-toast__title">{TOASTS.validationErrorTitle}</p>
          <ul className="form-toast__list">
            {result.errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>,
        { id: 'contact-validation', duration: TOAST_DURATION_MS.error },
      );
      const first = FIELDS.find((name) => fieldErrors[name] !== undefined);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${prefix}-${first}`)?.focus();
      return;
    }
    mutation.mutate(result.data, {
      onSuccess: () => {
        toast.success(TOASTS.messageSent);
        setValues(EMPTY);
        setErrors({});
      },
      onError: (error) => {
        const detail = isApiError(error) && error.status !== 0 ? error.message : undefined;
        toast.error(
          <div className="form-toast">
            <p className="form-toast__title">{TOASTS.messageFailed}</p>
            {detail && <p>{detail}</p>}
          </div>,
          { id: 'contact-failure', duration: TOAST_DURATION_MS.error },
        );
      },
    });
  };

  const ids = (name: ContactField) => fieldIds(prefix, name);
  const field = (name: ContactField, hint?: boolean, required = true) => ({
    ...controlProps(ids(name), { hint, error: errors[name], required }),
    name,
    value: values[name],
    onChange: update(name),
  });

  return (
    <LiveForm ref={formRef} className="contact-form" noValidate onSubmit={submit}>
      <p className="contact-form__intro">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">as required</span> must be filled in.
      </p>
      <FormField ids={ids('name')} label="Name" required error={errors.name}>
        <input
          {...field('name')}
          className="form-control"
          type="text"
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
        />
      </FormField>
      <FormField
        ids={ids('email')}
        label="Email"
        required
        hint="So we can write back to you. We never share it."
        error={errors.email}
      >
        <input
          {...field('email', true)}
          className="form-control"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={EMAIL_MAX_LENGTH}
        />
      </FormField>
      <FormField ids={ids('subject')} label="Subject" error={errors.subject}>
        <input
          {...field('subject', false, false)}
          className="form-control"
          type="text"
          maxLength={CONTACT_SUBJECT_MAX_LENGTH}
        />
      </FormField>
      <FormField ids={ids('body')} label="Message" required error={errors.body}>
        <textarea
          {...field('body')}
          className="form-control form-control--textarea"
          rows={7}
          maxLength={CONTACT_BODY_MAX_LENGTH}
        />
      </FormField>
      <div className="contact-form__actions">
        <button
          type="submit"
          className="button button--primary button--large"
          disabled={mutation.isPending}
        >
          {mutation.isPending ? 'Sending…' : 'Send Message'}
        </button>
        {mutation.isPending && (
          <span role="status" className="visually-hidden">
            Sending your message
          </span>
        )}
      </div>
    </LiveForm>
  );
}
