import type { LucideIcon } from 'lucide-react';
import type { ThingCategory } from '../../domain/thingCategory';
import { categoryIcon } from '../../domain/icons';
import * as styles from './CategoryIcon.css';

export type IconSize = 'small' | 'medium' | 'large';

export interface CategoryIconProps {
  category: ThingCategory;
  size?: IconSize;
  /** Names the icon for assistive technology; without it the icon is decorative. */
  label?: string;
}

/** Renders a lucide icon as decorative (aria-hidden) or, with a label, as a named image. */
export function DomainIcon({
  icon: Icon,
  size = 'medium',
  label,
}: {
  icon: LucideIcon;
  size?: IconSize;
  label?: string;
}) {
  const a11y = label
    ? { role: 'img', 'aria-label': label, 'aria-hidden': undefined }
    : { 'aria-hidden': true as const };
  return <Icon className={styles.icon({ size })} strokeWidth={2} focusable="false" {...a11y} />;
}

/** The icon of a thing category. Pair it with the category's name, or give it a `label`. */
export function CategoryIcon({ category, size, label }: CategoryIconProps) {
  return <DomainIcon icon={categoryIcon[category]} size={size} label={label} />;
}
