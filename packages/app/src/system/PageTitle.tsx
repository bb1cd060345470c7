import { useEffect, type ReactNode } from 'react';
import { Heading } from '@bloomkeep/ui';
import { useServerTitle } from '../ssr/serverHead';
import { useBrand } from './brand';
import * as styles from './PageTitle.css';

/** Mirrors a page's title in the document title. */
export function useDocumentTitle(title: string) {
  const brand = useBrand();
  const documentTitle = `${title} · ${brand.name}`;
  useServerTitle(documentTitle);
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
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
