import { Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  toRacValidate,
  type FieldBaseProps,
} from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: string;
  description?: string;
  isDisabled?: boolean;
}

export interface RadioGroupProps extends FieldBaseProps {
  options: readonly RadioOption[];
  name?: string;
  value?: string | null;
  defaultValue?: string;
  onChange?: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
  /** A rule on the chosen value: returns the message to show or null. */
  validate?: (value: string) => string | null;
}

/** Picks exactly one of a few visible options (react-aria's RadioGroup). */
export function RadioGroup({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  requiredMessage,
  validate,
  options,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      className={fieldStyles.field}
      isRequired={isRequired}
      isInvalid={isInvalid || (errorMessage ? true : undefined)}
      validate={toRacValidate<string | null>(
        validate ? (value) => validate(value ?? '') : undefined,
        { isRequired, requiredMessage, isEmpty: (value) => !value },
      )}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <div className={styles.options}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className={styles.radio}
          >
            <span className={styles.circle} aria-hidden="true" />
            <span className={styles.text}>
              <span>{option.label}</span>
              {option.description ? (
                <span className={styles.optionDescription}>{option.description}</span>
              ) : null}
            </span>
          </Radio>
        ))}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage errorMessage={errorMessage} requiredMessage={requiredMessage} />
    </AriaRadioGroup>
  );
}
