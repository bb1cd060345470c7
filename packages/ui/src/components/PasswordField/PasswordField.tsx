import { MESSAGES, PASSPHRASE_MIN, validatePassphrase } from '@bloomkeep/schema';
import { Check, Circle, Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import {
  Button as AriaButton,
  Group,
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  toRacValidate,
  type FieldBaseProps,
} from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps
  extends
    FieldBaseProps,
    Pick<AriaTextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> {
  /** `new-password` on sign-up and change forms, `current-password` on sign-in. */
  autoComplete?: 'current-password' | 'new-password';
  placeholder?: string;
  /** A schema rule, e.g. `validatePassphrase`, or a confirmation check. */
  validate?: (value: string) => string | null;
  /** Lists the passphrase rules under the field and ticks the ones already met. */
  showStrength?: boolean;
}

/** The passphrase rules of spec §5, each with the check that satisfies it. */
export const passphraseRules = [
  {
    label: `At least ${PASSPHRASE_MIN} characters`,
    message: MESSAGES.passphraseLength,
    test: (v: string) => [...v].length >= PASSPHRASE_MIN,
  },
  {
    label: 'An uppercase letter',
    message: MESSAGES.passphraseUppercase,
    test: (v: string) => /\p{Lu}/u.test(v),
  },
  {
    label: 'A lowercase letter',
    message: MESSAGES.passphraseLowercase,
    test: (v: string) => /\p{Ll}/u.test(v),
  },
  { label: 'A number', message: MESSAGES.passphraseNumber, test: (v: string) => /\p{Nd}/u.test(v) },
] as const;

/** A passphrase input with a show/hide toggle and an optional list of unmet rules. */
export function PasswordField({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  requiredMessage,
  validate,
  placeholder,
  autoComplete = 'current-password',
  showStrength = false,
  onChange,
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  const [internal, setInternal] = useState(props.defaultValue ?? '');
  const current = props.value ?? internal;
  return (
    <AriaTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      onChange={(value) => {
        setInternal(value);
        onChange?.(value);
      }}
      className={fieldStyles.field}
      isRequired={isRequired}
      isInvalid={isInvalid || (errorMessage ? true : undefined)}
      validate={toRacValidate(validate, {
        isRequired,
        requiredMessage,
        isEmpty: (value) => value === '',
      })}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Group className={fieldStyles.box}>
        <Input
          className={fieldStyles.innerInput}
          placeholder={placeholder}
          autoCapitalize="off"
          spellCheck={false}
        />
        <AriaButton
          className={fieldStyles.inlineButton}
          aria-label={isVisible ? 'Hide passphrase' : 'Show passphrase'}
          aria-pressed={isVisible}
          isDisabled={props.isDisabled}
          onPress={() => setVisible((visible) => !visible)}
        >
          {isVisible ? (
            <EyeOff size={18} aria-hidden="true" />
          ) : (
            <Eye size={18} aria-hidden="true" />
          )}
        </AriaButton>
      </Group>
      <FieldDescription>
        {showStrength ? (
          <>
            {description ? <span>{description} </span> : null}
            <span className={fieldStyles.visuallyHidden}>
              {validatePassphrase(current) === null || current === ''
                ? ''
                : `Still needed: ${passphraseRules
                    .filter((rule) => !rule.test(current))
                    .map((rule) => rule.label.toLowerCase())
                    .join(', ')}.`}
            </span>
            <ul className={styles.hints} aria-hidden="true">
              {passphraseRules.map((rule) => {
                const met = rule.test(current);
                return (
                  <li key={rule.label} className={styles.hint} data-met={met || undefined}>
                    {met ? (
                      <Check className={styles.hintIcon} size={14} />
                    ) : (
                      <Circle className={styles.hintIcon} size={14} />
                    )}
                    {rule.label}
                  </li>
                );
              })}
            </ul>
          </>
        ) : (
          description
        )}
      </FieldDescription>
      <FieldErrorMessage errorMessage={errorMessage} requiredMessage={requiredMessage} />
    </AriaTextField>
  );
}
