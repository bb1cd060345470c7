import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Breadcrumb, Breadcrumbs, Link } from 'react-aria-components';
import { Heading } from '../Heading/Heading';
import * as styles from './PageHeader.css';

export interface PageHeaderBreadcrumb {
  label: string;
  href: string;
}

export interface PageHeaderProps {
  /** The page's title, rendered as its only `h1`. */
  title: ReactNode;
  /** A short introduction under the title. */
  description?: ReactNode;
  /** The path to this page, ending with the page itself (marked `aria-current="page"`). */
  breadcrumbs?: PageHeaderBreadcrumb[];
  /** The page's main actions (buttons or links); they move under the title on small screens. */
  actions?: ReactNode;
}

/** The top of a page: breadcrumbs, the `h1`, a description and the page's actions. */
export function PageHeader({ title, description, breadcrumbs, actions }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      {breadcrumbs && breadcrumbs.length > 0 ? (
        <nav aria-label="Breadcrumbs">
          <Breadcrumbs items={breadcrumbs} className={styles.breadcrumbs}>
            {(crumb) => (
              <Breadcrumb id={crumb.href} className={styles.breadcrumb}>
                {({ isCurrent }) => (
                  <>
                    <Link href={crumb.href} className={styles.breadcrumbLink}>
                      {crumb.label}
                    </Link>
                    {isCurrent ? null : (
                      <span className={styles.separator} aria-hidden="true">
                        <ChevronRight size={14} />
                      </span>
                    )}
                  </>
                )}
              </Breadcrumb>
            )}
          </Breadcrumbs>
        </nav>
      ) : null}
      <div className={styles.row}>
        <div className={styles.titles}>
          <Heading level={1}>{title}</Heading>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}
