import { useState } from 'react';
import {
  TextArea as AriaTextArea,
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
import * as styles from './TextArea.css';

export interface TextAreaProps
  extends
    FieldBaseProps,
    Pick<
      AriaTextFieldProps,
      'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'maxLength' | 'isReadOnly'
    > {
  placeholder?: string;
  /** Visible rows before it grows by resizing. */
  rows?: number;
  /** A schema rule: returns the message to show or null. */
  validate?: (value: string) => string | null;
}

/** Multi-line text (comments, descriptions) with label, help text and validation. */
export function TextArea({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  requiredMessage,
  validate,
  placeholder,
  rows = 4,
  maxLength,
  onChange,
  ...props
}: TextAreaProps) {
  const [length, setLength] = useState(() => (props.value ?? props.defaultValue ?? '').length);
  const count = props.value !== undefined ? props.value.length : length;
  return (
    <AriaTextField
      {...props}
      maxLength={maxLength}
      onChange={(value) => {
        setLength(value.length);
        onChange?.(value);
      }}
      className={fieldStyles.field}
      isRequired={isRequired}
      isInvalid={isInvalid || (errorMessage ? true : undefined)}
      validate={toRacValidate(validate, { isRequired, requiredMessage, isEmpty: isEmptyText })}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <AriaTextArea
        className={`${fieldStyles.box} ${styles.textArea}`}
        placeholder={placeholder}
        rows={rows}
      />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage errorMessage={errorMessage} requiredMessage={requiredMessage} />
      {maxLength ? (
        <span className={styles.counter} aria-hidden="true">
          {count}/{maxLength}
        </span>
      ) : null}
    </AriaTextField>
  );
}
