import { MANDATORY_MESSAGE } from '@bloomkeep/schema';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, Text } from 'react-aria-components';
import { FieldErrorMessage } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** The visible label; also the accessible name. */
  children: ReactNode;
  name?: string;
  value?: string;
  isSelected?: boolean;
  defaultSelected?: boolean;
  isIndeterminate?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  /** Must be ticked to submit (e.g. accepting terms); shows an asterisk. */
  isRequired?: boolean;
  /** Message when a required checkbox is not ticked; defaults to "This field is mandatory". */
  requiredMessage?: string;
  isInvalid?: boolean;
  errorMessage?: string;
  description?: ReactNode;
  validationBehavior?: 'native' | 'aria';
}

/** A tick box for an option in a form (react-aria's CheckboxField). */
export function Checkbox({
  children,
  isRequired,
  requiredMessage = MANDATORY_MESSAGE,
  isInvalid,
  errorMessage,
  description,
  ...props
}: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      className={styles.root}
      isRequired={isRequired}
      isInvalid={isInvalid || (errorMessage ? true : undefined)}
      validate={isRequired ? (selected) => (selected ? true : requiredMessage) : undefined}
    >
      <CheckboxButton className={styles.checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <Minus size={14} strokeWidth={3} />
              ) : isSelected ? (
                <Check size={14} strokeWidth={3} />
              ) : null}
            </span>
            <span>
              {children}
              {isRequired ? (
                <span className={fieldStyles.asterisk} aria-hidden="true">
                  *
                </span>
              ) : null}
            </span>
          </>
        )}
      </CheckboxButton>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <div className={styles.error}>
        <FieldErrorMessage errorMessage={errorMessage} requiredMessage={requiredMessage} />
      </div>
    </CheckboxField>
  );
}
