import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import toast from 'react-hot-toast';
import { setServerErrors } from './form-errors';
import { isApiError } from '../../lib/api-client';

/**
 * A form checked with its shared schema, as the API checks it. A refused write puts each
 * field error the API names on its field and toasts the message; `fields` are the API's field
 * names the form shows.
 */
export function useCheckedForm<Values extends FieldValues, Output>(
  schema: Parameters<typeof zodResolver>[0],
  defaultValues: DefaultValues<Values>,
  fields: readonly Path<Values>[],
) {
  const form = useForm<Values, unknown, Output>({
    defaultValues,
    resolver: zodResolver(schema) as never,
    // An error goes away as soon as its field changes; the form is checked again on submit.
    reValidateMode: 'onSubmit',
  });

  const failed = (error: unknown, fallback: string) => {
    if (isApiError(error)) {
      const marked = setServerErrors(form.setError, error.errors, (field) =>
        (fields as readonly string[]).includes(field) ? (field as Path<Values>) : undefined,
      );
      if (marked[0]) form.setFocus(marked[0]);
    }
    const detail = isApiError(error) ? error.message : undefined;
    toast.error(detail ? `${fallback} ${detail}` : fallback);
  };

  return { ...form, failed };
}
