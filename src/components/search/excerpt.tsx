import React from "react";

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: "\u00a0" };
const decode = (text: string) => text.replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole);

/**
 * Pagefind's excerpt (text with the words found in <mark>) as React nodes: its text is set as text, so
 * nothing in an indexed page can become markup here; only the marks become elements.
 */
export function Excerpt({ html }: { html: string }) {
  return (
    <>
      {html.split(/(<mark>[\s\S]*?<\/mark>)/).map((part, i) => {
        const marked = /^<mark>([\s\S]*)<\/mark>$/.exec(part);
        return marked ? <mark key={i}>{decode(marked[1]!.replace(/<[^>]*>/g, ""))}</mark> : decode(part.replace(/<[^>]*>/g, ""));
      })}
    </>
  );
}
