import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  isEmptyText,
  toRacValidate,
  type FieldBaseProps,
} from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';

export interface TextFieldProps
  extends
    FieldBaseProps,
    Pick<
      AriaTextFieldProps,
      | 'name'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'onBlur'
      | 'onFocus'
      | 'autoComplete'
      | 'autoFocus'
      | 'maxLength'
      | 'isReadOnly'
      | 'inputMode'
      | 'type'
    > {
  placeholder?: string;
  /** A schema rule, e.g. `validateEmail`: returns the message to show or null. */
  validate?: (value: string) => string | null;
}

/** A single-line text input with label, help text and validation (react-aria's TextField). */
export function TextField({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  requiredMessage,
  validate,
  placeholder,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      className={fieldStyles.field}
      isRequired={isRequired}
      isInvalid={isInvalid || (errorMessage ? true : undefined)}
      validate={toRacValidate(validate, { isRequired, requiredMessage, isEmpty: isEmptyText })}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Input className={fieldStyles.box} placeholder={placeholder} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage errorMessage={errorMessage} requiredMessage={requiredMessage} />
    </AriaTextField>
  );
}
