// Media queries the components evaluate in JavaScript; they mirror the breakpoints of _tokens.scss.
import { useEffect, useState } from "react";

/** Below $bp-md (768 px): the partner grid becomes a carousel. */
export const NARROW_SCREEN = "(max-width: 767px)";
/** From $bp-sm (560 px): the carousel shows two partners at a time. */
export const SMALL_TABLET = "(min-width: 560px)";
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
