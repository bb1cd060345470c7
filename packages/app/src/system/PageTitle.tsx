import { useEffect, type ReactNode } from 'react';
import { Heading } from '@bloomkeep/ui';
import { useBrand } from './brand';
import * as styles from './PageTitle.css';

/** Mirrors a page's title in the document title. */
export function useDocumentTitle(title: string) {
  const brand = useBrand();
  useEffect(() => {
    document.title = `${title} · ${brand.name}`;
  }, [title, brand.name]);
}

/** A page's visible heading, mirrored in the document title. */
export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <Heading level={1}>{title}</Heading>
      {children}
    </div>
  );
}
