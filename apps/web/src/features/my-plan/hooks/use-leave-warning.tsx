import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/**
 * While something is not saved, leaving asks first: another page of the app through a dialog,
 * closing or reloading the tab through the browser's own question.
 */
export function useLeaveWarning(hasUnsavedChanges: boolean, { title, message }: { title: string; message: string }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!hasUnsavedChanges) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [hasUnsavedChanges]);
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={title}
      message={message}
      confirmLabel="Leave without saving"
      cancelLabel="Stay"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
