// The design tokens are defined once, in src/styles/_tokens.scss. Build steps that draw outside CSS
// (the social cards, the web app manifest) read the same values from that file through this parser,
// so a colour changed there changes them too.

/** Every top-level `$name: value;` of a token file, by name without the `$` (maps and mixins are skipped). */
export function parseTokens(scss: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const match of scss.matchAll(/^\$([\w-]+)\s*:\s*([^;{}]+);/gm)) {
    const [, name = "", value = ""] = match;
    tokens[name] = value.trim();
  }
  return tokens;
}

const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/i;

/**
 * The named tokens, each read by `read`, which returns undefined for a value of the wrong kind (a
 * reference to another token, say): a missing or wrong token stops the build with its name.
 */
function namedTokens<N extends string, V>(
  tokens: Record<string, string>,
  names: readonly N[],
  kind: string,
  read: (value: string) => V | undefined,
): Record<N, V> {
  const picked = {} as Record<N, V>;
  for (const name of names) {
    const value = tokens[name];
    if (value === undefined) throw new Error(`Design token $${name} is missing from src/styles/_tokens.scss`);
    const parsed = read(value);
    if (parsed === undefined) throw new Error(`Design token $${name} is "${value}", not ${kind}`);
    picked[name] = parsed;
  }
  return picked;
}

/** The named colour tokens, each checked to be a literal colour (not a reference to another token). */
export function colourTokens<N extends string>(tokens: Record<string, string>, names: readonly N[]): Record<N, string> {
  return namedTokens(tokens, names, "a hex or rgb(a) colour", (value) => (COLOUR.test(value) ? value : undefined));
}

/** A CSS font weight as fonts name their files: 100, 200, … 900. */
export type FontWeight = 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;
const isFontWeight = (n: number): n is FontWeight => Number.isInteger(n / 100) && n >= 100 && n <= 900;

/** The named font-weight tokens, each checked to be a literal weight (100 to 900 in hundreds). */
export function fontWeightTokens<N extends string>(tokens: Record<string, string>, names: readonly N[]): Record<N, FontWeight> {
  return namedTokens(tokens, names, "a font weight from 100 to 900", (value) => {
    const weight = Number(value);
    return isFontWeight(weight) ? weight : undefined;
  });
}
