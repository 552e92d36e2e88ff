import React, { type AnchorHTMLAttributes, type ButtonHTMLAttributes } from "react";
import * as styles from "./Button.module.scss";

export type ButtonVariant = "primary" | "secondary" | "violet" | "outline";

const classFor = (variant: ButtonVariant, extra?: string) => `${styles[variant] ?? ""} ${extra ?? ""}`.trim();

export function Button({
  variant = "primary",
  className,
  type = "button",
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={classFor(variant, className)} {...rest} />;
}

/** A link that looks like a button: navigation stays a plain link (requirements.md#pages: full page location change). */
export function ButtonLink({
  variant = "primary",
  className,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant }) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the link text comes in rest.children, from every caller
  return <a className={classFor(variant, className)} {...rest} />;
}
