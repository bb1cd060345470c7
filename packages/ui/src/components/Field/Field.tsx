// Building blocks shared by the kit's form fields (not exported from the package).
import { MANDATORY_MESSAGE } from '@bloomkeep/schema';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './Field.css';

/** Props every kit field accepts. */
export interface FieldBaseProps {
  label: string;
  description?: ReactNode;
  /** Shows the error state with this message (e.g. from the server). */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  /** Message when a required field is empty; defaults to "This field is mandatory". */
  requiredMessage?: string;
  isDisabled?: boolean;
  /**
   * `native` (default, or the Form's) shows errors after the field is left or the form is
   * submitted, and blocks submission; `aria` shows them as the user types.
   */
  validationBehavior?: 'native' | 'aria';
}

/** A visible label with an aria-hidden asterisk when required (RAC sets the real state). */
export function FieldLabel({ label, isRequired }: { label: string; isRequired?: boolean }) {
  return (
    <Label className={styles.label}>
      {label}
      {isRequired ? (
        <span className={styles.asterisk} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  return children ? (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  ) : null;
}

/**
 * Shows the custom message when given, else the validation errors RAC collected; a native
 * "value missing" error becomes the kit's mandatory message instead of the browser's wording.
 */
export function FieldErrorMessage({
  errorMessage,
  requiredMessage = MANDATORY_MESSAGE,
}: {
  errorMessage?: string;
  requiredMessage?: string;
}) {
  return (
    <FieldError className={styles.error}>
      {({ validationErrors, validationDetails }) => (
        <>
          <CircleAlert className={styles.errorIcon} size={14} aria-hidden="true" />
          <span>
            {errorMessage ??
              (validationDetails.valueMissing && !validationDetails.customError
                ? requiredMessage
                : validationErrors.join(' '))}
          </span>
        </>
      )}
    </FieldError>
  );
}

/**
 * Adapts a schema rule (`value => message | null`) to RAC's `validate`: required and empty
 * gives the mandatory message, optional and empty is valid, otherwise the rule decides.
 */
export function toRacValidate<T>(
  rule: ((value: T) => string | null) | undefined,
  options: { isRequired?: boolean; requiredMessage?: string; isEmpty: (value: T) => boolean },
): ((value: T) => string | true | null) | undefined {
  const { isRequired, requiredMessage = MANDATORY_MESSAGE, isEmpty } = options;
  if (!rule && !isRequired) return undefined;
  return (value) => {
    if (isEmpty(value)) return isRequired ? requiredMessage : true;
    return rule?.(value) ?? true;
  };
}

export const isEmptyText = (value: string) => value.trim() === '';
