import React, { type ReactNode, useEffect, useRef, useState } from "react";

interface StaticHtmlProps {
  /** The element's id: unique on the page (a script may look it up to replace what it holds). */
  id: string;
  /** The element: a list's own `ol` keeps the markup what it was when the list was hydrated. */
  as?: "div" | "ol";
  className?: string;
  /** What it holds, rendered by the build; the browser never calls it on a prerendered page. */
  render: () => ReactNode;
  /**
   * What a click on a control inside does, where the markup is the build's: React attaches none of
   * the handlers of what it holds, so one listener on the element stands in for them (a button that
   * shows a toast). Where the browser renders it (`gatsby develop`) the controls have their own.
   */
  onStaticClick?: (event: MouseEvent) => void;
}

const KEEP = { __html: "" };

/**
 * Markup the build renders and the browser keeps as it is: React hydrates the element, never what is
 * in it. For what has little or nothing to do in the browser (a list of cards: text, plain links, a
 * toast button), whose hydration would cost a phone's main thread per card
 * (docs/performance.md#events-list), and whose data a script may replace with another page's
 * (src/components/events/EventListing.tsx).
 *
 * React 18, hydrating an element given dangerouslySetInnerHTML, claims none of its children: it
 * leaves the prerendered ones in place (in production it does not compare them; the mismatch warning
 * of development is what suppressHydrationWarning silences), and with the same value on every render
 * it never writes them. Only where nothing was prerendered (`gatsby develop` renders in the browser)
 * does the browser render what it holds, decided once when it mounts. Every link on the site is a
 * plain one (a full page load), so no page is ever rendered over another's element of the same id.
 */
export function StaticHtml({ id, as: Element = "div", className, render, onStaticClick }: StaticHtmlProps) {
  const [prerendered] = useState(() => typeof document !== "undefined" && (document.getElementById(id)?.hasChildNodes() ?? false));
  const element = useRef<HTMLElement>(null);
  // An effect of a component runs before the root's, so this listens before the taps kept before
  // hydration are replayed (gatsby-browser.tsx's onInitialClientRender).
  useEffect(() => {
    const node = element.current;
    if (!prerendered || !onStaticClick || !node) return undefined;
    node.addEventListener("click", onStaticClick);
    return () => node.removeEventListener("click", onStaticClick);
  }, [prerendered, onStaticClick]);
  if (prerendered) {
    return <Element ref={element as never} id={id} className={className} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
  }
  return (
    <Element ref={element as never} id={id} className={className}>
      {render()}
    </Element>
  );
}
