// What a toast says, apart from how it is shown: the forms' rules (src/forms/feedback.ts), which the
// receiver shares, name their toasts without reaching up into the components that draw them.
export type ToastVariant = "default" | "success" | "destructive";

export interface ToastInput {
  id?: string;
  title?: string;
  description: string;
  variant?: ToastVariant;
  /** An optional action button (requirements.md#content-items toast: id, title, description, action). */
  action?: { label: string; onClick: () => void };
}
