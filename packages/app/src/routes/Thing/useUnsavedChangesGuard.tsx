// Leaving a form with unsaved changes asks first (issue 10): in-app navigation
// through react-router's blocker (links, Cancel, Back), and closing or
// reloading the tab through the browser's own beforeunload prompt.
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { AlertDialog } from '@bloomkeep/ui';

export function useUnsavedChangesGuard(isDirty: boolean) {
  /** Set once the changes are saved, so the page may move on. */
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      !allowed.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const dialog = (
    <AlertDialog
      title="Leave without saving?"
      confirmLabel="Leave without saving"
      cancelLabel="Keep editing"
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    >
      Your changes on this page have not been saved. If you leave now, they are lost.
    </AlertDialog>
  );

  return {
    dialog,
    /** Call before navigating away after a successful save. */
    allowLeaving: () => {
      allowed.current = true;
    },
  };
}
