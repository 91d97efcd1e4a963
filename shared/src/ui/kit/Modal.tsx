import { Dialog, type DialogProps } from './Dialog';

/** `Dialog` is the kit's modal (focus trap, Escape, backdrop, focus return); `Modal` is the same component. */
export const Modal = Dialog;
export type ModalProps = DialogProps;
