import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  DialogTrigger,
  Heading as AriaHeading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { usePortalThemeClass } from '../Popover/Popover';
import * as styles from './Dialog.css';

export type DialogSize = 'small' | 'medium' | 'large';

/** Content that may need to close the dialog, e.g. a Cancel button in `actions`. */
export type DialogContent = ReactNode | ((close: () => void) => ReactNode);

export interface DialogProps {
  /** The heading; it also names the dialog. */
  title: string;
  children: DialogContent;
  /**
   * Opens the dialog: a string becomes a Button with that label, or pass a pressable element.
   * Leave it out and use `isOpen`/`onOpenChange` to control the dialog from elsewhere.
   */
  trigger?: ReactNode;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Buttons in the footer, e.g. Cancel and Save. */
  actions?: DialogContent;
  size?: DialogSize;
  /** Close when the backdrop is clicked (Escape and the Close button always close). */
  isDismissable?: boolean;
}

function render(content: DialogContent, close: () => void): ReactNode {
  return typeof content === 'function' ? content(close) : content;
}

/** Header (title and Close), body and footer: shared by the modal and its still preview. */
function DialogLayout({
  heading,
  children,
  actions,
  close,
}: {
  heading: ReactNode;
  children: DialogContent;
  actions?: DialogContent;
  close: () => void;
}) {
  return (
    <>
      <div className={styles.header}>
        {heading}
        <AriaButton aria-label="Close" className={styles.closeButton} onPress={close}>
          <X size={20} aria-hidden="true" />
        </AriaButton>
      </div>
      <div className={styles.body}>{render(children, close)}</div>
      {actions ? <div className={styles.footer}>{render(actions, close)}</div> : null}
    </>
  );
}

export type DialogPreviewProps = Pick<DialogProps, 'title' | 'children' | 'actions' | 'size'>;

/**
 * A still picture of an open Dialog, in the page flow: the same look, but no backdrop, no focus
 * trap, no scroll lock and no `aria-modal`, and its buttons do nothing. For docs pages and design
 * reviews, where several examples share one page; use `Dialog` in the product.
 */
export function DialogPreview({ title, children, actions, size = 'medium' }: DialogPreviewProps) {
  const titleId = useId();
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className={`${styles.modal({ size })} ${styles.dialog}`}
    >
      <DialogLayout
        heading={
          <h3 id={titleId} className={styles.title}>
            {title}
          </h3>
        }
        actions={actions}
        close={() => undefined}
      >
        {children}
      </DialogLayout>
    </div>
  );
}

/**
 * A modal dialog for a task that needs the user's attention: react-aria's Modal and Dialog
 * (focus trap, Escape, focus restored to the trigger) with a 300 ms enter/exit transition.
 */
export function Dialog({
  title,
  children,
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
  actions,
  size = 'medium',
  isDismissable = true,
}: DialogProps) {
  const themed = usePortalThemeClass();
  const overlay = (
    <ModalOverlay
      className={`${themed} ${styles.overlay}`}
      isDismissable={isDismissable}
      {...(trigger === undefined ? { isOpen, defaultOpen, onOpenChange } : {})}
    >
      <Modal className={styles.modal({ size })}>
        <AriaDialog className={styles.dialog}>
          {({ close }) => (
            <DialogLayout
              heading={
                <AriaHeading slot="title" className={styles.title}>
                  {title}
                </AriaHeading>
              }
              actions={actions}
              close={close}
            >
              {children}
            </DialogLayout>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
  if (trigger === undefined) return overlay;
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {typeof trigger === 'string' ? <Button>{trigger}</Button> : trigger}
      {overlay}
    </DialogTrigger>
  );
}
