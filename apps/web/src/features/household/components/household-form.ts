import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import toast from 'react-hot-toast';
import { setServerErrors } from '../../../components/ui/form-errors';
import { isApiError } from '../../../lib/api-client';

/**
 * A household form checked with its shared schema, as the API checks it. A refused write puts the
 * API's field errors on the form's fields and toasts the message.
 */
export function useHouseholdForm<Values extends FieldValues, Output>(
  schema: Parameters<typeof zodResolver>[0],
  defaultValues: DefaultValues<Values>,
  fields: readonly Path<Values>[],
) {
  const form = useForm<Values, unknown, Output>({
    defaultValues,
    resolver: zodResolver(schema) as never,
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
