import { Check, ChevronDown } from 'lucide-react';
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
} from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  toRacValidate,
  type FieldBaseProps,
} from '../Field/Field';
import { themeClass } from '../../themes/themeClass';
import * as fieldStyles from '../Field/Field.css';
import { useTheme } from '../ThemeProvider/ThemeProvider';
import * as styles from './Select.css';

export interface SelectItem {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps extends FieldBaseProps {
  items: readonly SelectItem[];
  name?: string;
  selectedKey?: string | null;
  defaultSelectedKey?: string;
  onSelectionChange?: (id: string | null) => void;
  placeholder?: string;
  /** A rule on the chosen id: returns the message to show or null. */
  validate?: (id: string) => string | null;
}

/** Picks one option from a short list: react-aria's Select with a popover list box. */
export function Select({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  requiredMessage,
  validate,
  items,
  placeholder = 'Select an option',
  onSelectionChange,
  ...props
}: SelectProps) {
  const theme = useTheme();
  const racValidate = toRacValidate<Key | null>(
    validate ? (key) => validate(String(key)) : undefined,
    { isRequired, requiredMessage, isEmpty: (key) => key === null || key === undefined },
  );
  return (
    <AriaSelect
      {...props}
      className={fieldStyles.field}
      placeholder={placeholder}
      isRequired={isRequired}
      isInvalid={isInvalid || (errorMessage ? true : undefined)}
      validate={racValidate}
      onSelectionChange={(key) => onSelectionChange?.(key === null ? null : String(key))}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <AriaButton className={`${fieldStyles.box} ${styles.trigger}`}>
        <SelectValue className={styles.value} />
        <ChevronDown className={styles.chevron} size={18} aria-hidden="true" />
      </AriaButton>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage errorMessage={errorMessage} requiredMessage={requiredMessage} />
      {/* The popover renders in a portal: carry the theme's variables into it. */}
      <Popover className={`${styles.popover} ${themeClass[theme]}`} offset={4}>
        <ListBox className={styles.listBox} items={items}>
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled}
              className={styles.item}
            >
              {({ isSelected }) => (
                <>
                  <span>{item.label}</span>
                  {isSelected ? (
                    <Check className={styles.check} size={16} aria-hidden="true" />
                  ) : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
