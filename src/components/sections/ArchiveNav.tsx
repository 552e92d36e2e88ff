import React from "react";
import * as styles from "./ArchiveNav.module.scss";

export interface ArchiveLink {
  path: string;
  label: string;
}

interface ArchiveNavProps {
  /** Anchor for the navigation; its heading gets `${id}-heading` and names the landmark (a skip link leads here). */
  id: string;
  heading: string;
  links: readonly ArchiveLink[];
  /** The page the visitor is on, marked among the links. */
  current?: string;
  /**
   * Older pages, folded under one summary (closed unless the current page is among them), a group
   * per heading (a year's months): one Tab stop however many years the list holds.
   */
  folded?: { summary: string; groups: readonly { heading: string; links: readonly ArchiveLink[] }[] };
}

/**
 * The pages of a long list as plain links (a year's releases, a month's events): each an address
 * that never moves, so a link works without JavaScript, can be shared, and lands on the same items
 * years later. Nothing renders without a link.
 */
export function ArchiveNav({ id, heading, links, current, folded }: ArchiveNavProps) {
  const groups = folded?.groups.filter((group) => group.links.length > 0) ?? [];
  if (links.length === 0 && groups.length === 0) return null;
  const headingId = `${id}-heading`;
  const list = (items: readonly ArchiveLink[]) => (
    <ul className={styles.list}>
      {items.map((link) => (
        <li key={link.path}>
          <a href={link.path} className={styles.link} aria-current={link.path === current ? "page" : undefined}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <nav id={id} aria-labelledby={headingId} className={styles.archive} tabIndex={-1}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {links.length > 0 && list(links)}
      {folded && groups.length > 0 && (
        <details className={styles.folded} open={groups.some((group) => group.links.some((link) => link.path === current))}>
          <summary className={styles.summary}>{folded.summary}</summary>
          {groups.map((group) => (
            <div key={group.heading} className={styles.group}>
              <h3 className={styles.groupHeading}>{group.heading}</h3>
              {list(group.links)}
            </div>
          ))}
        </details>
      )}
    </nav>
  );
}
