import { Minus, Plus } from 'lucide-react';
import {
  Button as AriaButton,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  toRacValidate,
  type FieldBaseProps,
} from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './NumberField.css';

export interface NumberFieldProps
  extends
    FieldBaseProps,
    Pick<
      AriaNumberFieldProps,
      | 'name'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'minValue'
      | 'maxValue'
      | 'step'
      | 'formatOptions'
      | 'isReadOnly'
    > {
  placeholder?: string;
  /** Extra rule on the parsed number: returns the message to show or null. */
  validate?: (value: number) => string | null;
}

/** A number input with increment/decrement buttons, bounds, step and locale formatting. */
export function NumberField({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  requiredMessage,
  validate,
  placeholder,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      className={fieldStyles.field}
      isRequired={isRequired}
      isInvalid={isInvalid || (errorMessage ? true : undefined)}
      validate={toRacValidate(validate, {
        isRequired,
        requiredMessage,
        isEmpty: (value) => Number.isNaN(value),
      })}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Group className={`${fieldStyles.box} ${styles.group}`}>
        <Input className={fieldStyles.innerInput} placeholder={placeholder} />
        <AriaButton slot="decrement" className={fieldStyles.inlineButton}>
          <Minus size={16} aria-hidden="true" />
        </AriaButton>
        <AriaButton slot="increment" className={fieldStyles.inlineButton}>
          <Plus size={16} aria-hidden="true" />
        </AriaButton>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage errorMessage={errorMessage} requiredMessage={requiredMessage} />
    </AriaNumberField>
  );
}
