import React, { type ReactNode, useState } from "react";

interface StaticHtmlProps {
  /** The element's id: unique on the page (a script may look it up to replace what it holds). */
  id: string;
  className?: string;
  /** What it holds, rendered by the build; the browser never calls it on a prerendered page. */
  render: () => ReactNode;
}

const KEEP = { __html: "" };

/**
 * Markup the build renders and the browser keeps as it is: React hydrates the element, never what is
 * in it. For what has nothing to do in the browser (a list of event cards: text and plain links), whose
 * hydration would cost a phone's main thread per card (docs/performance.md#events-list), and whose
 * data a script may replace with another page's (src/components/events/EventListing.tsx).
 *
 * React 18, hydrating an element given dangerouslySetInnerHTML, claims none of its children: it
 * leaves the prerendered ones in place (in production it does not compare them; the mismatch warning
 * of development is what suppressHydrationWarning silences), and with the same value on every render
 * it never writes them. Only where nothing was prerendered (`gatsby develop` renders in the browser)
 * does the browser render what it holds, decided once when it mounts.
 */
export function StaticHtml({ id, className, render }: StaticHtmlProps) {
  const [prerendered] = useState(() => typeof document !== "undefined" && (document.getElementById(id)?.hasChildNodes() ?? false));
  if (prerendered) return <div id={id} className={className} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
  return (
    <div id={id} className={className}>
      {render()}
    </div>
  );
}
