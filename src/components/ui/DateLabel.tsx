import React from "react";
import type { Lang } from "../../i18n/routes";
import { formatDate } from "../../lib/format";

/** A calendar date in the page's language, machine-readable for the browser and crawlers. */
export function DateLabel({ date, lang, className }: { date: string; lang: Lang; className?: string }) {
  return (
    <time dateTime={date.slice(0, 10)} className={className}>
      {formatDate(date.slice(0, 10), lang)}
    </time>
  );
}
