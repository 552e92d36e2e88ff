import React from "react";
import { useTranslation } from "react-i18next";
import { Layout } from "../layout/Layout";
import * as styles from "./NotFoundPage.module.scss";
import type { RouteKey } from "../../i18n/routes";
import { MissedSearch } from "../search/MissedSearch";
import type { Lang } from "../../i18n/languages";

export interface GonePageProps {
  lang: Lang;
  /** The list the page was on, when its address says: the first way on. */
  list: { key: RouteKey; path: string } | null;
  home: string;
  alternates: Record<Lang, string>;
}

/** The link to each list an item's page can be on (src/config/routes.json: the entry routes' parents). */
const LIST_LINK = { press: "gone.toPress", careers: "gone.toCareers", events: "gone.toEvents" } as const;

/**
 * What an address whose page was live and is no longer answers (src/node/hosts/addresses.ts): that it
 * is gone, and where to go on. It names nothing of what was there: the page may have come down for a reason.
 */
export function GonePage({ lang, list, home, alternates }: GonePageProps) {
  const { t } = useTranslation("common");
  return (
    <Layout lang={lang} current={list?.key ?? null} alternates={alternates}>
      <section className={styles.error}>
        <h1 className={styles.heading}>{t("gone.heading")}</h1>
        <p>{t("gone.lead")}</p>
        <ul className={styles.links}>
          {list && (
            <li>
              <a href={list.path}>{t(LIST_LINK[list.key as keyof typeof LIST_LINK] ?? "gone.home")}</a>
            </li>
          )}
          <li>
            <a href={home}>{t("gone.home")}</a>
          </li>
        </ul>
        <MissedSearch lang={lang} />
      </section>
    </Layout>
  );
}
