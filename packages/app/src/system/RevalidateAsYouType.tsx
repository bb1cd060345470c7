// Form fields re-check as the user types once their error has been shown.
//
// The kit's fields validate natively (react-aria's `validationBehavior="native"`):
// an error appears when a field is left or the form is submitted, and then stays
// as it was until the field is left again. Fixing "Passphrases do not match" left
// the stale error on screen; the next press on the submit button first blurred the
// field, the error vanished, the button moved up under the pointer, and the click
// landed nowhere: nothing was sent. Here, once a field has shown its result (after a
// change was committed or a submit found it invalid), every edit inside the wrapper
// asks react-aria to show that field's current result, so the error goes away as
// the fix is typed, and a confirmation follows edits of the passphrase it must match.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as styles from './RevalidateAsYouType.css';

export function RevalidateAsYouType({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef(new WeakSet<EventTarget>());
  const [edits, setEdits] = useState(0);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const markShown = (event: Event) => {
      if (event.target instanceof HTMLInputElement) shown.current.add(event.target);
    };
    // 'invalid' does not bubble: listen while it travels down (capture).
    root.addEventListener('invalid', markShown, true);
    root.addEventListener('change', markShown, true);
    return () => {
      root.removeEventListener('invalid', markShown, true);
      root.removeEventListener('change', markShown, true);
    };
  }, []);

  // After React has rendered the edit, so react-aria validates the new value.
  useEffect(() => {
    if (edits === 0) return;
    for (const input of ref.current?.querySelectorAll('input') ?? []) {
      // react-aria commits a field's displayed validation on the native 'change' event
      // (normally sent when the field is left). It does not bubble, so React's own
      // onChange, which listens at the root, does not see it.
      if (shown.current.has(input)) input.dispatchEvent(new Event('change'));
    }
  }, [edits]);

  return (
    <div ref={ref} className={styles.transparent} onInput={() => setEdits((count) => count + 1)}>
      {children}
    </div>
  );
}
