import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosurePanel as AriaDisclosurePanel,
  Heading as AriaHeading,
} from 'react-aria-components';
import * as styles from './Disclosure.css';

export type DisclosureSize = 'small' | 'medium';

export interface DisclosureProps {
  /**
   * The trigger's words, which also name the panel ("Why?"). Add words for screen readers in a
   * visually hidden span when several triggers on a page read alike.
   */
  label: ReactNode;
  /** What the trigger shows and hides. */
  children: ReactNode;
  /** Open (controlled). */
  isExpanded?: boolean;
  /** Open at first (uncontrolled). */
  defaultExpanded?: boolean;
  onExpandedChange?: (isExpanded: boolean) => void;
  isDisabled?: boolean;
  /**
   * `small`: a quiet trigger in small text beside other content (an explanation's "Why?");
   * `medium`: a part of a page that starts closed.
   */
  size?: DisclosureSize;
  /** Wraps the trigger in a heading of this level, when the part belongs to the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * Content that opens under its trigger: react-aria's Disclosure (a button with `aria-expanded`,
 * Enter and Space, the panel a group named by the trigger) with a chevron that turns. It has no
 * outer margins and is as wide as its parent; the trigger is as wide as its words.
 */
export function Disclosure({
  label,
  children,
  isExpanded,
  defaultExpanded,
  onExpandedChange,
  isDisabled,
  size = 'medium',
  headingLevel,
}: DisclosureProps) {
  const trigger = (
    <AriaButton slot="trigger" className={styles.trigger({ size })}>
      <span className={styles.line}>
        <ChevronRight className={styles.chevron} aria-hidden="true" strokeWidth={2.25} />
        <span className={styles.label}>{label}</span>
      </span>
    </AriaButton>
  );
  return (
    <AriaDisclosure
      className={styles.root}
      isExpanded={isExpanded}
      defaultExpanded={defaultExpanded}
      onExpandedChange={onExpandedChange}
      isDisabled={isDisabled}
    >
      {headingLevel ? (
        <AriaHeading level={headingLevel} className={styles.heading}>
          {trigger}
        </AriaHeading>
      ) : (
        trigger
      )}
      <AriaDisclosurePanel className={styles.panel({ size })}>
        <div className={styles.content}>{children}</div>
      </AriaDisclosurePanel>
    </AriaDisclosure>
  );
}
