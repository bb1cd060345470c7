import { CircleAlert, Info } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  Heading as AriaHeading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import * as dialogStyles from '../Dialog/Dialog.css';
import { usePortalThemeClass } from '../Popover/Popover';
import * as styles from './AlertDialog.css';

export type AlertDialogTone = 'critical' | 'brand';

export interface AlertDialogProps {
  /** The question, e.g. "Delete this thing?"; it also names the dialog. */
  title: string;
  /** The message: what will happen. */
  children: ReactNode;
  /** The confirming action's label, a verb: "Delete thing". */
  confirmLabel: string;
  cancelLabel?: string;
  /** `critical` for destructive confirmations: focus then starts on Cancel. */
  tone?: AlertDialogTone;
  /** Runs on confirm; the dialog closes when it resolves and stays open if it rejects. */
  onConfirm: () => void | Promise<void>;
  /** Shows the confirm button as pending (e.g. while a mutation runs). */
  isPending?: boolean;
  /** A string becomes a Button in the dialog's tone; or pass a pressable element. */
  trigger?: ReactNode;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

export type AlertDialogPreviewProps = Pick<
  AlertDialogProps,
  'title' | 'children' | 'confirmLabel' | 'cancelLabel' | 'tone' | 'isPending'
>;

/**
 * A still picture of an open AlertDialog, in the page flow: the same look, but no backdrop, no
 * focus trap, no scroll lock and no `aria-modal`, and its buttons do nothing. For docs pages and
 * design reviews; use `AlertDialog` in the product.
 */
export function AlertDialogPreview({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'critical',
  isPending = false,
}: AlertDialogPreviewProps) {
  const titleId = useId();
  const ToneIcon = tone === 'critical' ? CircleAlert : Info;
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className={`${dialogStyles.modal({ size: 'small' })} ${dialogStyles.dialog}`}
    >
      <div className={styles.header}>
        <span className={`${styles.icon} ${styles.iconTone[tone]}`} aria-hidden="true">
          <ToneIcon size={24} />
        </span>
        <h3 id={titleId} className={dialogStyles.title}>
          {title}
        </h3>
      </div>
      <div className={dialogStyles.body}>{children}</div>
      <div className={dialogStyles.footer}>
        <Button tone="neutral" isDisabled={isPending}>
          {cancelLabel}
        </Button>
        <Button tone={tone} isPending={isPending}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}

/** A confirmation before an action (role="alertdialog"): a message, Cancel and a confirm button. */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'critical',
  onConfirm,
  isPending = false,
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
}: AlertDialogProps) {
  const themed = usePortalThemeClass();
  const [isRunning, setRunning] = useState(false);
  const pending = isPending || isRunning;
  const ToneIcon = tone === 'critical' ? CircleAlert : Info;

  const confirm = async (close: () => void) => {
    setRunning(true);
    try {
      await onConfirm();
      close();
    } catch {
      // The caller reports the failure (e.g. a toast); the dialog stays open to retry.
    } finally {
      setRunning(false);
    }
  };

  const overlay = (
    <ModalOverlay
      className={`${themed} ${dialogStyles.overlay}`}
      isKeyboardDismissDisabled={pending}
      {...(trigger === undefined ? { isOpen, defaultOpen, onOpenChange } : {})}
    >
      <Modal className={dialogStyles.modal({ size: 'small' })}>
        <AriaDialog role="alertdialog" className={dialogStyles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <span className={`${styles.icon} ${styles.iconTone[tone]}`} aria-hidden="true">
                  <ToneIcon size={24} />
                </span>
                <AriaHeading slot="title" className={dialogStyles.title}>
                  {title}
                </AriaHeading>
              </div>
              <div className={dialogStyles.body}>{children}</div>
              <div className={dialogStyles.footer}>
                <Button
                  tone="neutral"
                  onPress={close}
                  isDisabled={pending}
                  autoFocus={tone === 'critical'}
                >
                  {cancelLabel}
                </Button>
                <Button
                  tone={tone}
                  isPending={pending}
                  autoFocus={tone !== 'critical'}
                  onPress={() => void confirm(close)}
                >
                  {confirmLabel}
                </Button>
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
  if (trigger === undefined) return overlay;
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {typeof trigger === 'string' ? <Button tone={tone}>{trigger}</Button> : trigger}
      {overlay}
    </DialogTrigger>
  );
}
