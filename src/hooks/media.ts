// Media queries the components evaluate in JavaScript, built from the breakpoints of _tokens.scss.
import { useEffect, useState } from "react";
import * as breakpoints from "../styles/breakpoints.module.scss";

/** A breakpoint's pixels ("768px" → 768); __tests__/unit/client/media-queries.test.ts holds them to the tokens. */
const px = (value: string | undefined) => Number.parseFloat(value ?? "");

/** Below $bp-md: the partner grid becomes a carousel (the same range as the below-md mixin). */
export const NARROW_SCREEN = `(max-width: ${px(breakpoints.md) - 1}px)`;
/** From $bp-sm: the carousel shows two partners at a time. */
export const SMALL_TABLET = `(min-width: ${px(breakpoints.sm)}px)`;
export const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function matches(query: string): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(query).matches;
}

/**
 * Whether a media query matches, kept up to date. The server and the first client render both say
 * false (unless `clientOnly`), so hydration matches the prerendered HTML.
 */
export function useMediaQuery(query: string, { clientOnly = false } = {}): boolean {
  const [value, setValue] = useState(() => (clientOnly ? matches(query) : false));
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return undefined;
    const list = window.matchMedia(query);
    const update = () => setValue(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return value;
}
