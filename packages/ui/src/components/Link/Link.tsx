import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import * as styles from './Link.css';

export type LinkTone = 'brand' | 'neutral';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** `brand` for links in running text, `neutral` for quieter links (footers, metadata). */
  tone?: LinkTone;
}

/**
 * A link: react-aria's Link in the kit's styles. Links opening a new tab (`target="_blank"`) show
 * an icon and tell assistive technology "(opens in a new tab)".
 */
export function Link({ children, tone = 'brand', target, rel, ...props }: LinkProps) {
  const opensNewTab = target === '_blank';
  return (
    <AriaLink
      {...props}
      target={target}
      rel={opensNewTab ? (rel ?? 'noopener noreferrer') : rel}
      className={styles.link({ tone })}
    >
      {children}
      {opensNewTab ? (
        <>
          <ExternalLink
            className={styles.externalIcon}
            size="0.9em"
            aria-hidden="true"
            data-testid="link-external-icon"
          />
          <span className={styles.visuallyHidden}> (opens in a new tab)</span>
        </>
      ) : null}
    </AriaLink>
  );
}
