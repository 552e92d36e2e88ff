// Text helpers that know nothing of languages or of the site.

/** A text cut to at most `max` characters between words, ending in "…"; as it is when it fits. */
export function cutBetweenWords(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join("");
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), Math.floor(max / 2))).trimEnd()}…`;
}
