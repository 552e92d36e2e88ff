import { type Lang, LANGUAGE_DETAILS } from "./languages";
// Dates, numbers and money per language; Intl does the work.

const LOCALES = Object.fromEntries(Object.entries(LANGUAGE_DETAILS).map(([lang, d]) => [lang, d.intlLocale])) as Record<Lang, string>;

/** "2025-09-01" → "September 1, 2025" / "1 de septiembre de 2025". Dates are calendar days, so UTC. */
export function formatDate(isoDate: string, lang: Lang): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: "${isoDate}"`);
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/** "2027-05" → "May 2027" / "mayo de 2027": a month as the language names it (the build formats it: see formatAs). */
export function formatMonth(month: string, lang: Lang): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (!/^\d{4}-\d{2}$/.test(month) || Number.isNaN(date.getTime())) throw new Error(`Not a month: "${month}"`);
  return new Intl.DateTimeFormat(LOCALES[lang], { month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}

export function formatNumber(value: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang]).format(value);
}

/** Whole US dollars: "$100,000" / "USD 100,000". */
export function formatMoney(value: number, lang: Lang): string {
  return formatCurrency(value, "USD", lang);
}

/** Whole units of a currency (ISO 4217): "MX$45,000", "45.000 €" as the language writes them. */
export function formatCurrency(value: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: "currency", currency, maximumFractionDigits: 0 }).format(value);
}

/**
 * A download's size as a visitor reads it: "1.2 MB" / "1,2 MB", "850 kB". Decimal units, as file
 * managers and browsers' download lists show them; one decimal at most.
 */
export function formatFileSize(bytes: number, lang: Lang): string {
  const [unit, value] =
    bytes >= 1_000_000 ? (["megabyte", bytes / 1_000_000] as const) : (["kilobyte", Math.max(1, bytes / 1000)] as const);
  return new Intl.NumberFormat(LOCALES[lang], {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits: unit === "megabyte" ? 1 : 0,
  }).format(value);
}

export type FormatKind = "date" | "number" | "money" | "fileSize";

/**
 * The build formats through this (see src/node/schema.ts) and pages receive the text: the first
 * Intl formatter a browser creates costs tens of milliseconds on a mid-range phone, which
 * hydration would otherwise spend redoing what the prerendered HTML already shows.
 */
export function formatAs(kind: FormatKind, value: unknown, lang: Lang): string {
  if (kind === "date" && typeof value === "string") return formatDate(value.slice(0, 10), lang);
  if (kind === "number" && typeof value === "number") return formatNumber(value, lang);
  if (kind === "money" && typeof value === "number") return formatMoney(value, lang);
  if (kind === "fileSize" && typeof value === "number") return formatFileSize(value, lang);
  throw new Error(`Cannot format ${JSON.stringify(value)} as ${kind}`);
}
