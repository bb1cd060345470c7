import { Search, X } from 'lucide-react';
import {
  Button as AriaButton,
  Group,
  Input,
  SearchField as AriaSearchField,
} from 'react-aria-components';
import { FieldDescription, FieldLabel } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './SearchField.css';

export interface SearchFieldProps {
  label: string;
  /** Hides the label visually; it stays the accessible name. */
  hideLabel?: boolean;
  description?: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  placeholder?: string;
  onChange?: (value: string) => void;
  /** Called with the text when Enter is pressed. */
  onSubmit?: (value: string) => void;
  /** Called when the text is cleared with the button or Escape. */
  onClear?: () => void;
  isDisabled?: boolean;
}

/** A search input with a clear button; Enter submits, Escape clears (react-aria's SearchField). */
export function SearchField({
  label,
  hideLabel = false,
  description,
  placeholder,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={fieldStyles.field}>
      {hideLabel ? (
        <span className={fieldStyles.visuallyHidden}>
          <FieldLabel label={label} />
        </span>
      ) : (
        <FieldLabel label={label} />
      )}
      <Group className={`${fieldStyles.box} ${styles.group}`}>
        <Search className={styles.icon} size={18} aria-hidden="true" />
        <Input className={fieldStyles.innerInput} placeholder={placeholder} />
        <AriaButton className={`${fieldStyles.inlineButton} ${styles.clear}`}>
          <X size={16} aria-hidden="true" />
        </AriaButton>
      </Group>
      <FieldDescription>{description}</FieldDescription>
    </AriaSearchField>
  );
}
