// Lists of cards live in the locale files as JSON arrays. i18next returns them untyped; the content
// checks guarantee both languages have the same keys, so the cast names the shape once, here.
import { useTranslation } from "react-i18next";

/** An item of such a list whose fields are all plain text: `LocaleItem<"title" | "text">`. */
export type LocaleItem<Field extends string> = { readonly [F in Field]: string };

export function useList<T>(ns: string, key: string): readonly T[] {
  const { t } = useTranslation(ns);
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? (value as T[]) : [];
}
