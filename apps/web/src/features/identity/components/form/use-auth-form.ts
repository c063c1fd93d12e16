import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';

type TextValues = Record<string, string>;

/**
 * One of the account screens' forms: react-hook-form checking the values with the form's shared
 * schema, and the bindings the text fields of `form-fields.tsx` take. An error stays on its field
 * until the next submit, which checks everything again.
 */
export function useAuthForm<T extends TextValues>(
  /** One of the shared account schemas (`signUpSchema`, `resetSchema`, …). */
  schema: Parameters<typeof zodResolver>[0],
  defaultValues: T,
  onValid: (values: T) => Promise<void> | void,
  /** Called with the errors of a refused submit, e.g. to move the focus to the first. */
  onInvalid?: (errors: Partial<Record<string, string>>) => void,
) {
  // The schema may change with the form's step (forgot password: the address, then the code).
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  const resolver: Resolver<T> = (values, context, options) =>
    (zodResolver(schemaRef.current) as unknown as Resolver<T>)(values, context, options);
  const form = useForm<T>({
    defaultValues: defaultValues as DefaultValues<T>,
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = form.watch();
  const { errors: fieldErrors } = form.formState;
  const errors = Object.fromEntries(
    Object.entries(fieldErrors as FieldErrors<TextValues>).flatMap(([name, error]) =>
      typeof error?.message === 'string' ? [[name, error.message]] : [],
    ),
  ) as Partial<Record<keyof T | 'birthday', string>>;

  const set = (name: keyof T & string) => (value: string) =>
    form.setValue(name as Path<T>, value as PathValue<T, Path<T>>);
  /** What a text field of `form-fields.tsx` is given for `name`: its value, setter and error. */
  const bind = (name: keyof T & string) => ({
    value: values[name] as string,
    onValueChange: set(name),
    error: errors[name],
  });

  const submit = (event: FormEvent) => {
    void form.handleSubmit(
      (data) => onValid(data),
      (refused) =>
        onInvalid?.(
          Object.fromEntries(
            Object.entries(refused as FieldErrors<TextValues>).map(([name, error]) => [
              name,
              error?.message,
            ]),
          ) as Partial<Record<string, string>>,
        ),
    )(event);
  };

  return { form, values, errors, set, bind, submit };
}
