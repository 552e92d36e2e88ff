import React, { useEffect, useRef } from "react";
import { searchWords } from "./searchWords";
import * as styles from "./Search.module.scss";

interface SearchBoxProps {
  id: string;
  /** The search page: a plain GET form works without JavaScript too. */
  action: string;
  label: string;
  button: string;
  /** On the search page: the query, kept in step as the visitor types. */
  value?: string;
  onChange?: (value: string) => void;
  /** On a not-found or gone page: start with the words of the address that missed. */
  fromAddress?: boolean;
}

/** A labelled search field and its button, as one search landmark. */
export function SearchBox({ id, action, label, button, value, onChange, fromAddress = false }: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (fromAddress && input.current && input.current.value === "") input.current.value = searchWords(window.location.pathname);
  }, [fromAddress]);
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
          {...(onChange ? { value: value ?? "", onChange: (event) => onChange(event.target.value) } : {})}
        />
        <button type="submit" className={styles.button}>
          {button}
        </button>
      </div>
    </form>
  );
}
