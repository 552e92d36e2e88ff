// Links whose design shows a short label ("Learn more") still need text that says where they lead:
// search engines and Lighthouse's link-text audit read a link's text, not its aria-label.

export interface LinkText {
  /** What everyone sees. */
  visible: string;
  /** The rest of the full text, for screen readers and crawlers only (visually hidden). */
  hidden: string;
}

/**
 * Splits `full` ("Learn more about Shops") after its visible label ("Learn more"). The full text
 * must begin with that label, so the link's accessible name contains the words people see
 * (WCAG 2.5.3, axe's label-content-name-mismatch); anything else is a content error.
 */
export function splitLinkText(visible: string, full: string): LinkText {
  if (visible.trim() === "" || !full.startsWith(visible) || full.length === visible.length) {
    throw new Error(`The link text "${full}" must start with its visible label "${visible}" and say more than it`);
  }
  return { visible, hidden: full.slice(visible.length) };
}
