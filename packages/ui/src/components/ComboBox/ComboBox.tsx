import { Check, ChevronDown } from 'lucide-react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
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
import * as selectStyles from '../Select/Select.css';
import type { SelectItem } from '../Select/Select';
import * as styles from './ComboBox.css';

export interface ComboBoxProps extends FieldBaseProps {
  items: readonly SelectItem[];
  name?: string;
  selectedKey?: string | null;
  defaultSelectedKey?: string;
  onSelectionChange?: (id: string | null) => void;
  onInputChange?: (text: string) => void;
  placeholder?: string;
  /** Shown in the list when the typed text matches nothing. */
  emptyText?: string;
  /** A rule on the typed text: returns the message to show or null. */
  validate?: (text: string) => string | null;
}

/** A text input that filters a list of options as you type (react-aria's ComboBox). */
export function ComboBox({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  requiredMessage,
  validate,
  items,
  placeholder,
  emptyText = 'No matches',
  onSelectionChange,
  ...props
}: ComboBoxProps) {
  const theme = useTheme();
  return (
    <AriaComboBox
      {...props}
      className={fieldStyles.field}
      defaultItems={items}
      menuTrigger="focus"
      allowsEmptyCollection
      isRequired={isRequired}
      isInvalid={isInvalid || (errorMessage ? true : undefined)}
      validate={toRacValidate<{ inputValue: string }>(
        validate ? ({ inputValue }) => validate(inputValue) : undefined,
        { isRequired, requiredMessage, isEmpty: ({ inputValue }) => inputValue.trim() === '' },
      )}
      onSelectionChange={(key) => onSelectionChange?.(key === null ? null : String(key))}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Group className={`${fieldStyles.box} ${styles.group}`}>
        <Input className={fieldStyles.innerInput} placeholder={placeholder} />
        <AriaButton className={fieldStyles.inlineButton}>
          <ChevronDown size={18} aria-hidden="true" />
        </AriaButton>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage errorMessage={errorMessage} requiredMessage={requiredMessage} />
      {/* The popover renders in a portal: carry the theme's variables into it. */}
      <Popover className={`${selectStyles.popover} ${themeClass[theme]}`} offset={4}>
        <ListBox
          className={selectStyles.listBox}
          renderEmptyState={() => <div className={selectStyles.empty}>{emptyText}</div>}
        >
          {(item: SelectItem) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled}
              className={selectStyles.item}
            >
              {({ isSelected }) => (
                <>
                  <span>{item.label}</span>
                  {isSelected ? (
                    <Check className={selectStyles.check} size={16} aria-hidden="true" />
                  ) : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
