import React from "react";
import { settings } from "../../config/settings";
import * as styles from "./Logo.module.scss";

/** The brand mark: a card with a spark, drawn inline so it costs no request. */
export function Logo({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} className={styles.logo} aria-label={label}>
      <svg aria-hidden="true" focusable="false" width="32" height="32" viewBox="0 0 32 32">
        <rect x="6" y="3" width="20" height="26" rx="3" fill="#6d52f0" transform="rotate(-8 16 16)" />
        <rect x="7" y="4" width="18" height="24" rx="3" fill="#f5be3d" />
        <path d="M16 8l2.4 5.6L24 16l-5.6 2.4L16 24l-2.4-5.6L8 16l5.6-2.4z" fill="#100e24" />
      </svg>
      <span className={styles.name}>{settings.brandName}</span>
    </a>
  );
}
