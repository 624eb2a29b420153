// @shop/ui: the one dialog, toast and form field of both remotes. Shared at run time as a
// module-federation singleton the shell provides (webpack.shared.js), so the customer downloads
// one copy; its stylesheet comes with it.
import './ui.css';

export { Dialog, DialogHead, DialogMessage } from './dialog.component';
export { fieldDescribedBy } from './field-description';
export { FieldError, FormField, RequiredMark, SelectField, TextAreaField } from './form-field.component';
export { useMessageDialogs, type MessageDialogs } from './message-dialog.component';
export { useFieldText, type FieldTextProps } from './use-field-text';
export { prepareToasts, showToast, TOAST_MS, type ToastKind } from './toast';
