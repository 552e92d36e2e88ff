import React from "react";

/** A calendar date as the build formatted it for the page's language, machine-readable for crawlers. */
export function DateLabel({ date, label, className }: { date: string; label: string; className?: string }) {
  return (
    <time dateTime={date.slice(0, 10)} className={className}>
      {label}
    </time>
  );
}
