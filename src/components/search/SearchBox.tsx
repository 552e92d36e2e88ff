import React, { useEffect, useRef } from "react";
import { searchWords } from "./searchWords";
import * as styles from "./Search.module.scss";

interface SearchBoxProps {
  id: string;
  /** The search page: a plain GET form works without JavaScript too. */
  action: string;
  label: string;
  button: string;
  /** On the search page: the query, kept in step as the visitor types (`early`: typed before the page hydrated). */
  value?: string;
  onChange?: (value: string, early: boolean) => void;
  /** On a not-found or gone page: start with the words of the address that missed. */
  fromAddress?: boolean;
}

/** A labelled search field and its button, as one search landmark. */
export function SearchBox({ id, action, label, button, value, onChange, fromAddress = false }: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (fromAddress && input.current && input.current.value === "") input.current.value = searchWords(window.location.pathname);
  }, [fromAddress]);
  // Words typed before the page hydrated are in the field only (hydration keeps a field's value): on
  // the search page they are searched now, as if typed once it had.
  const onChangeAtHydration = useRef(onChange);
  useEffect(() => {
    const early = input.current?.value ?? "";
    if (early !== "") onChangeAtHydration.current?.(early, true);
  }, []);
  return (
    <form
      role="search"
      action={action}
      method="get"
      className={styles.box}
      onSubmit={onChange ? (event) => event.preventDefault() : undefined}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={id}
          name="q"
          type="search"
          className={styles.input}
          autoComplete="off"
          spellCheck={false}
          {...(onChange ? { value: value ?? "", onChange: (event) => onChange(event.target.value, false) } : {})}
        />
        <button type="submit" className={styles.button}>
          {button}
        </button>
      </div>
    </form>
  );
}
