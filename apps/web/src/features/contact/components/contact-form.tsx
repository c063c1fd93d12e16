import {
  CONTACT_BODY_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  contactMessageInputSchema,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  TOAST_DURATION_MS,
  TOASTS,
  type ContactMessageInput,
} from '@family-recipes/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import toast from 'react-hot-toast';
import { controlProps, fieldIds, FormField } from '../../../components/ui/form-field';
import { firstInvalid, messagesInOrder, setServerErrors } from '../../../components/ui/form-errors';
import { LiveForm } from '../../../components/ui/live-form';
import { showValidationToast } from '../../../components/ui/validation-toast';
import { isApiError } from '../../../lib/api-client';
import { sendContactMessageMutationOptions } from '../api/send-message';
import './contact.css';
import { Button } from '../../../components/ui/button';
import { contactMessages } from '../messages';
import { useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { markers, withNodes } from '../../../i18n/with-nodes';

type ContactField = 'name' | 'email' | 'subject' | 'body';
type ContactValues = Record<ContactField, string>;
const EMPTY: ContactValues = { name: '', email: '', subject: '', body: '' };
/** The fields in the order they appear: the toast lists their messages in it. */
const FIELDS: ContactField[] = ['name', 'email', 'subject', 'body'];
const isContactField = (field: string): field is ContactField =>
  (FIELDS as string[]).includes(field);

/** The contact form: name, email, optional subject and message; it clears once sent. */
export function ContactForm() {
  const t = useT(contactMessages);
  const text = useSharedText();
  const prefix = useId().replace(/:/g, '');
  const mutation = useMutation(sendContactMessageMutationOptions());
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    setFocus,
    reset,
    formState: { errors },
  } = useForm<ContactValues, unknown, ContactMessageInput>({
    defaultValues: EMPTY,
    resolver: zodResolver(contactMessageInputSchema) as never,
    // An error goes away as soon as its field changes; the form is checked again on submit.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const invalid = (fieldErrors: FieldErrors<ContactValues>) => {
    showValidationToast(messagesInOrder(fieldErrors, FIELDS), 'contact-validation');
    const first = firstInvalid(fieldErrors, FIELDS);
    if (first) setFocus(first);
  };

  const send = (message: ContactMessageInput) => {
    if (mutation.isPending) return;
    mutation.mutate(message, {
      onSuccess: () => {
        toast.success(TOASTS.messageSent);
        reset(EMPTY);
      },
      onError: (error) => {
        const detail = isApiError(error) && error.status !== 0 ? error.message : undefined;
        if (isApiError(error)) {
          const marked = setServerErrors(setError, error.errors, (field) =>
            isContactField(field) ? field : undefined,
          );
          const first = FIELDS.find((name) => marked.includes(name));
          if (first) setFocus(first);
        }
        toast.error(
          <div className="form-toast">
            <p className="form-toast__title">{text(TOASTS.messageFailed)}</p>
            {detail && <p>{text(detail)}</p>}
          </div>,
          { id: 'contact-failure', duration: TOAST_DURATION_MS.error },
        );
      },
    });
  };

  const ids = (name: ContactField) => fieldIds(prefix, name);
  const field = (name: ContactField, hint?: boolean, required = true) => ({
    ...controlProps(ids(name), { hint, error: errors[name]?.message, required }),
    ...register(name, { onChange: () => clearErrors(name) }),
  });

  return (
    <LiveForm
      className="contact-form"
      noValidate
      onSubmit={(event) => void handleSubmit(send, invalid)(event)}
    >
      <p className="contact-form__intro">
        {withNodes(t('fieldsMarked', markers(['star'])), [
          <>
            <span aria-hidden="true">*</span>
            <span className="visually-hidden">{t('asRequired')}</span>
          </>,
        ])}
      </p>
      <FormField ids={ids('name')} label={t('contactName')} required error={errors.name?.message}>
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
        label={t('contactEmail')}
        required
        hint={t('contactEmailHint')}
        error={errors.email?.message}
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
      <FormField ids={ids('subject')} label={t('contactSubject')} error={errors.subject?.message}>
        <input
          {...field('subject', false, false)}
          className="form-control"
          type="text"
          maxLength={CONTACT_SUBJECT_MAX_LENGTH}
        />
      </FormField>
      <FormField
        ids={ids('body')}
        label={t('contactMessage')}
        required
        error={errors.body?.message}
      >
        <textarea
          {...field('body')}
          className="form-control form-control--textarea"
          rows={7}
          maxLength={CONTACT_BODY_MAX_LENGTH}
        />
      </FormField>
      <div className="contact-form__actions">
        <Button variant="primary" large type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('contactSending') : t('contactSend')}
        </Button>
        {mutation.isPending && (
          <span role="status" className="visually-hidden">
            {t('contactSendingStatus')}
          </span>
        )}
      </div>
    </LiveForm>
  );
}
