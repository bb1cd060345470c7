import { actionTypeIcon } from '../../domain/icons';
import type { ActionType } from '../../domain/actionType';
import { DomainIcon, type IconSize } from '../CategoryIcon/CategoryIcon';

export interface ActionTypeIconProps {
  type: ActionType;
  size?: IconSize;
  /** Names the icon for assistive technology; without it the icon is decorative. */
  label?: string;
}

/** The icon of an action type (watering, litter cleanup…). Pair it with text, or give a `label`. */
export function ActionTypeIcon({ type, size, label }: ActionTypeIconProps) {
  return <DomainIcon icon={actionTypeIcon[type]} size={size} label={label} />;
}
