// A copy-paste snippet on /partners: the code, wrapped so it never scrolls sideways on a
// phone, and a Copy button. The clipboard is tried first; where it is refused the code is
// selected instead, and the status line (announced politely) says which happened.
import { useId, useRef, useState } from 'react';
import { Button } from '@bloomkeep/ui';
import { copyText, type CopyOutcome } from './copyText';
import * as styles from './SnippetBlock.css';

export interface SnippetBlockProps {
  /** What the snippet is, e.g. "Script tag"; names the figure and the Copy button. */
  label: string;
  /** One line on where it goes. */
  description?: string;
  code: string;
  /** For tests and stories; the clipboard with its fallback by default. */
  copy?: (text: string, fallback: HTMLElement | null) => Promise<CopyOutcome>;
}

export const COPIED = 'Copied.';
export const SELECTED = 'Selected: press Ctrl+C (⌘C on a Mac) to copy.';

export function SnippetBlock({ label, description, code, copy = copyText }: SnippetBlockProps) {
  const codeRef = useRef<HTMLElement>(null);
  const labelId = useId();
  const descriptionId = useId();
  // The outcome belongs to the code it copied: a changed snippet has not been copied yet.
  const [outcome, setOutcome] = useState<{ code: string; result: CopyOutcome } | null>(null);
  const result = outcome?.code === code ? outcome.result : null;

  return (
    <figure
      className={styles.block}
      aria-labelledby={labelId}
      aria-describedby={description ? descriptionId : undefined}
    >
      <div className={styles.header}>
        <figcaption id={labelId} className={styles.label}>
          {label}
        </figcaption>
        <Button
          tone="neutral"
          size="small"
          aria-label={`Copy ${label.toLowerCase()}`}
          onPress={() => {
            void copy(code, codeRef.current).then((next) => setOutcome({ code, result: next }));
          }}
        >
          Copy
        </Button>
      </div>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      <pre className={styles.pre}>
        <code ref={codeRef}>{code}</code>
      </pre>
      <p role="status" className={styles.status}>
        {result === 'copied' ? COPIED : result === 'selected' ? SELECTED : ''}
      </p>
    </figure>
  );
}
