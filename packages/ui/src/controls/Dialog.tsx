import type { ReactElement, ReactNode } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styles from './Dialog.module.css';

/**
 * A modal dialog (React Aria): focus moves into it, stays inside while it is open and returns to
 * the button that opened it when it closes. `children` gets `close`.
 */
export function ModalDialog({
  trigger,
  title,
  children,
  isOpen,
  onOpenChange,
}: {
  trigger?: ReactElement;
  title: string;
  children: (close: () => void) => ReactNode;
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const controlled = isOpen === undefined ? {} : { isOpen };
  const changes = onOpenChange ? { onOpenChange } : {};
  const dialog = (
    <Modal className={styles.modal}>
      <Dialog className={styles.dialog}>
        {({ close }) => (
          <>
            <Heading slot="title">{title}</Heading>
            {children(close)}
          </>
        )}
      </Dialog>
    </Modal>
  );
  // Opened by the caller (no trigger of its own): the focus returns to where it was before.
  if (!trigger)
    return (
      <ModalOverlay className={styles.overlay} isDismissable {...controlled} {...changes}>
        {dialog}
      </ModalOverlay>
    );
  return (
    <DialogTrigger {...controlled} {...changes}>
      {trigger}
      <ModalOverlay className={styles.overlay} isDismissable>
        {dialog}
      </ModalOverlay>
    </DialogTrigger>
  );
}

export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
