import { graphql } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import type { Lang } from "../../i18n/languages";
import { ButtonLink, type ButtonVariant } from "./Button";
import { NotImplementedButton } from "./NotImplementedButton";

/** A document an editor attached to a page (src/node/media/resolve.ts): where it is, its language, its size in the page's words. */
export interface PageDocument {
  url: string;
  lang: Lang;
  sizeLabel: string;
}

/** What a page's query asks of its document: `pageMedia(…) { ...PageDocument }`. */
export const query = graphql`
  fragment PageDocument on PageMedia {
    lang
    sizeLabel
    file {
      publicURL
    }
  }
`;

/** A page's document from its query's `pageMedia(...)`: the first upload, if any. */
export function pageDocument(
  uploads: readonly { lang: string; sizeLabel: string; file: { publicURL: string | null } }[],
): PageDocument | undefined {
  const [upload] = uploads;
  return upload?.file.publicURL ? { url: upload.file.publicURL, lang: upload.lang as Lang, sizeLabel: upload.sizeLabel } : undefined;
}

interface DownloadButtonProps {
  /** What the button does: "Download profile". */
  action: string;
  document: PageDocument | undefined;
  lang: Lang;
  variant?: ButtonVariant;
}

/**
 * Downloads the page's document, saying its type and size ("Download profile (PDF, 1.2 MB)"), and its
 * language where it is not the page's (hreflang, and "in English" in the words). Without a document,
 * the feature is not there yet: the button shows the not-implemented notice, as before.
 */
export function DownloadButton({ action, document, lang, variant = "secondary" }: DownloadButtonProps) {
  const { t } = useTranslation("common");
  if (!document) return <NotImplementedButton variant={variant}>{action}</NotImplementedButton>;
  const elsewhere = document.lang !== lang;
  const text = elsewhere
    ? t("download.linkInLanguage", { action, size: document.sizeLabel, language: t(`download.languages.${document.lang}`) })
    : t("download.link", { action, size: document.sizeLabel });
  return (
    <ButtonLink
      variant={variant}
      href={document.url}
      // The file's own name (React writes a bare `download` as download="", which HTML validators refuse).
      download={document.url.slice(document.url.lastIndexOf("/") + 1)}
      type="application/pdf"
      hrefLang={elsewhere ? document.lang : undefined}
    >
      {text}
    </ButtonLink>
  );
}
