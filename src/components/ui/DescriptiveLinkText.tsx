import React from "react";
import { splitLinkText } from "../../lib/linkText";

/**
 * The inside of a link that shows a short label: the label, then the words that say where the
 * link leads, visually hidden but part of its text (see src/lib/linkText.ts).
 */
export function DescriptiveLinkText({ visible, full }: { visible: string; full: string }) {
  const text = splitLinkText(visible, full);
  return (
    <>
      {text.visible}
      <span className="visually-hidden">{text.hidden}</span>
    </>
  );
}
