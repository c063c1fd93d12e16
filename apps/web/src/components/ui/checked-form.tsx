import type { BaseSyntheticEvent, ComponentProps } from 'react';

/**
 * A form the browser does not check (`noValidate`): on submit, `form` checks it with its schema
 * and hands the values to `onValid`.
 */
export function CheckedForm<Values>({
  form,
  onValid,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> & {
  form: {
    handleSubmit: (
      onValid: (values: Values) => unknown,
    ) => (event?: BaseSyntheticEvent) => Promise<unknown>;
  };
  onValid: (values: Values) => unknown;
}) {
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} {...props} />
  );
}
