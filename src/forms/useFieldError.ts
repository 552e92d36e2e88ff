import { useState, type ChangeEvent, type FormEvent } from "react";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The page-language messages for the browser's own checks (requirements.md#validation: required, url, email). */
export interface ValidityMessages {
  required: string;
  /** For a type="url" or type="email" value that is not one. */
  mismatch?: string;
}

export function messageFor(validity: ValidityState, messages: ValidityMessages): string {
  return validity.typeMismatch && messages.mismatch ? messages.mismatch : messages.required;
}

/**
 * Shows, under a field, why the browser refused the submit; the browser still blocks it and shows
 * its own bubble (native constraint validation). The message goes as soon as the value is valid.
 */
export function useFieldError(messages: ValidityMessages) {
  const [error, setError] = useState<string>();
  const onInvalid = (event: FormEvent<Control>) => setError(messageFor(event.currentTarget.validity, messages));
  const onChange = (event: ChangeEvent<Control>) => {
    if (error === undefined) return;
    const { validity } = event.currentTarget;
    setError(validity.valid ? undefined : messageFor(validity, messages));
  };
  return { error, onInvalid, onChange };
}
