// Edit and delete of one's own action on the thing page (issue 10): a dialog
// with the action's fields, and a confirmation before deleting. Both update the
// page's list in place (Relay store), and say what happened.
import { useState } from 'react';
import { AlertDialog, Dialog, Form, Button, actionTypeLabel, useToast } from '@bloomkeep/ui';
import type { ActionType } from '@bloomkeep/schema';
import { useDeleteActionMutation } from '../../mutations/DeleteActionMutation';
import { useUpdateActionMutation } from '../../mutations/UpdateActionMutation';
import { ActionFields, actionValues } from './ActionFields';
import { notSavedText } from './notSaved';

export interface ChangeableAction {
  nodeId: string;
  type: ActionType;
  comments: string | null;
  litres: number | null;
}

export function EditActionDialog({
  action,
  onClose,
}: {
  action: ChangeableAction | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const [updateAction, isSaving] = useUpdateActionMutation();
  const [error, setError] = useState<string>();
  const close = () => {
    setError(undefined);
    onClose();
  };
  return (
    <Dialog
      title={action ? `Edit ${actionTypeLabel[action.type].toLowerCase()}` : 'Edit action'}
      isOpen={action !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      isDismissable={!isSaving}
    >
      {action && (
        <Form
          aria-label="Edit action"
          submitLabel="Save changes"
          isPending={isSaving}
          formError={error}
          actions={
            <Button tone="neutral" onPress={close} isDisabled={isSaving}>
              Cancel
            </Button>
          }
          onSubmit={async (values) => {
            setError(undefined);
            try {
              await updateAction(action.nodeId, actionValues(values));
            } catch (failure) {
              setError(notSavedText(failure, 'Changes failed'));
              return;
            }
            toast.positive('Your changes to the action are saved.');
            close();
          }}
        >
          <ActionFields initial={action} />
        </Form>
      )}
    </Dialog>
  );
}

export function DeleteActionDialog({
  action,
  thingId,
  onClose,
  onDeleted,
}: {
  action: (ChangeableAction & { when: string }) | null;
  thingId: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const toast = useToast();
  const [deleteAction] = useDeleteActionMutation();
  return (
    <AlertDialog
      title="Delete this action?"
      confirmLabel="Delete action"
      isOpen={action !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onConfirm={async () => {
        if (!action) return;
        try {
          await deleteAction({ nodeId: action.nodeId, thingId, type: action.type });
        } catch (failure) {
          toast.negative(notSavedText(failure, 'Deleting failed', 'the action is still there'));
          throw failure;
        }
        toast.positive('The action is deleted.');
        onDeleted();
      }}
    >
      {action
        ? `Your ${actionTypeLabel[action.type].toLowerCase()} from ${action.when} will be removed from this history for good.`
        : null}
    </AlertDialog>
  );
}
