// The words of an address that missed, for the search box of the not-found and gone pages: what a
// visitor was looking for is usually in its last segments (/es/prensa/alianza-global → "alianza global").
import { LANGUAGES } from "../../i18n/languages";

/** The words of a path: its segments after the language's, split at hyphens and underscores, numbers and file endings left out. */
export function searchWords(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: the path as it is.
  }
  const segments = decoded
    .split(/[?#]/)[0]!
    .split("/")
    .filter(Boolean)
    .map((segment) => segment.replace(/\.[a-z0-9]{1,5}$/i, ""));
  if ((LANGUAGES as readonly string[]).includes(segments[0] ?? "")) segments.shift();
  return segments
    .flatMap((segment) => segment.split(/[-_+.\s]+/))
    .filter((word) => word !== "" && !/^\d+$/.test(word))
    .slice(-6)
    .join(" ");
}
