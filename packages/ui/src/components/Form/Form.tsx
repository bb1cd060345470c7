import { CircleAlert } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Form as AriaForm } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as styles from './Form.css';

export interface FormProps {
  children: ReactNode;
  /**
   * Called with the named field values once every field is valid; the page does not reload.
   * The second argument is the original submit event.
   */
  onSubmit?: (
    values: Record<string, FormDataEntryValue>,
    event: FormEvent<HTMLFormElement>,
  ) => void;
  /** A problem with the whole submission, shown in an alert banner above the fields. */
  formError?: string;
  /** Server-side errors by field name; shown on those fields until they are edited. */
  validationErrors?: Record<string, string | string[]>;
  /** Adds a submit Button with this label. */
  submitLabel?: string;
  /** Marks the submit button busy while the submission runs. */
  isPending?: boolean;
  /** More buttons beside the submit button (e.g. Cancel). */
  actions?: ReactNode;
  /** Shows "Fields marked * are mandatory" above the fields. */
  showRequiredNote?: boolean;
  /** `native` (default) shows errors after a field is left or on submit and blocks it. */
  validationBehavior?: 'native' | 'aria';
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** A form: react-aria's Form with a form-level error banner and the submit row. */
export function Form({
  children,
  onSubmit,
  formError,
  validationErrors,
  submitLabel,
  isPending = false,
  actions,
  showRequiredNote = false,
  validationBehavior = 'native',
  ...aria
}: FormProps) {
  return (
    <AriaForm
      {...aria}
      className={styles.form}
      validationBehavior={validationBehavior}
      validationErrors={validationErrors}
      onSubmit={(event) => {
        event.preventDefault();
        if (isPending) return;
        const values = Object.fromEntries(new FormData(event.currentTarget));
        onSubmit?.(values, event);
      }}
    >
      {formError ? (
        <div className={styles.banner} role="alert">
          <CircleAlert className={styles.bannerIcon} size={18} aria-hidden="true" />
          <span>{formError}</span>
        </div>
      ) : null}
      {showRequiredNote ? (
        <p className={styles.note}>
          Fields marked <span className={styles.asterisk}>*</span> are mandatory
        </p>
      ) : null}
      {children}
      {submitLabel || actions ? (
        <div className={styles.actions}>
          {submitLabel ? (
            <Button type="submit" isPending={isPending}>
              {submitLabel}
            </Button>
          ) : null}
          {actions}
        </div>
      ) : null}
    </AriaForm>
  );
}
