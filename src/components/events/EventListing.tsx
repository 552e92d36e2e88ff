import React, { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { StaticHtml } from "../ui/StaticHtml";
import { enhanceListing } from "./listingSwap";

/** The id of every events list page's listing: a page loaded in place gives its own (listingSwap.ts). */
export const LISTING_ID = "event-listing";

/**
 * An events list page's listing: its filters, its cards and its months, as the build rendered them.
 * The cards have nothing to do in the browser, so none is hydrated (StaticHtml): a page costs a
 * phone's main thread the same with six cards or sixty. A link to another page of the list, chosen
 * in it, loads that page's listing in place, and the live region before it says what it now holds.
 */
export function EventListing({ render }: { render: () => ReactNode }) {
  const { t } = useTranslation("events");
  const status = useRef<HTMLParagraphElement>(null);
  const announce = useRef((title: string, count: number) => t("list.announce", { title, count }));
  useEffect(() => {
    const listing = document.getElementById(LISTING_ID);
    if (!listing || !status.current || typeof window.fetch !== "function") return undefined;
    return enhanceListing({ listing, status: status.current, announce: (title, count) => announce.current(title, count) });
  }, []);
  return (
    <>
      <p ref={status} role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" />
      <StaticHtml id={LISTING_ID} render={render} />
    </>
  );
}
