// Writes public/og/<lang>-<page>-<hash>.png: every page's social card, drawn from its title in the content.
import fs from "fs";
import path from "path";
import { headStrings, withBrand, type HeadStrings } from "../../i18n/headStrings";
import { routes, type RouteKey } from "../../i18n/routes";
import { fact, StepFailure } from "../buildSteps";
import { contentSettings as settings } from "../contentFolder";
import { publicDir as PUBLIC } from "../paths";
import { cardPath, loadCardStyle, renderCard } from "./shareCardImage";
import { namespacesFor } from "./pageContext";
import type { CreatePagesFacts, CreatePagesStep, EntryPage, ShareCards } from "./steps";
import type { ShareImage } from "../../types/pageContext";
import { type Lang, LANGUAGES, perLanguage } from "../../i18n/languages";

type LocaleNode = Queries.ShareCardsQuery["locales"]["nodes"][number];
type PolicyNode = Queries.ShareCardsQuery["policies"]["nodes"][number];

const stringsIn = (locales: readonly LocaleNode[], lang: Lang) =>
  headStrings({ edges: locales.filter((l) => l.language === lang).map((node) => ({ node })) });

/**
 * The title each page's head shows before a page number or the brand is added: a policy's front
 * matter title, otherwise `meta.title` of the page's own namespace (as src/components/PageHead.tsx).
 */
export function pageTitles(t: HeadStrings, policies: readonly PolicyNode[], lang: Lang): Record<RouteKey, string> {
  const titles = {} as Record<RouteKey, string>;
  for (const route of routes) {
    if (route.template === "policy") {
      const policy = policies.find((p) => p.key === route.key && p.lang === lang);
      if (!policy) throw new Error(`No ${lang} policy "${route.key}" for its social card`);
      titles[route.key] = policy.frontmatter.title;
    } else {
      titles[route.key] = t(namespacesFor(route).at(-1) ?? "common", "meta.title");
    }
  }
  return titles;
}

/**
 * Renders every page's social card from the content as GraphQL has it (so a title edited in
 * content/ or the CMS changes its card on the next build) into public/og/, one file per route and
 * language, and returns each card's path and text alternative for the pages' heads.
 */
export async function writeShareCards(
  graphql: CreatePagesFacts["graphql"],
  entries: readonly EntryPage[] = [],
  publicDir: string = PUBLIC,
): Promise<{ cards: ShareCards; entryCards: Record<string, ShareImage> }> {
  const result = await graphql<Queries.ShareCardsQuery>(`
    query ShareCards {
      locales: allLocale {
        nodes {
          ns
          language
          data
        }
      }
      policies: allMarkdownRemark {
        nodes {
          key
          lang
          frontmatter {
            title
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new StepFailure(`the page titles query failed: ${JSON.stringify(result.errors)}`);
  const locales = result.data.locales.nodes;
  const policies = result.data.policies.nodes;
  const style = loadCardStyle();
  const host = new URL(settings.siteUrl).host;
  const outDir = path.join(publicDir, "og");
  // Cards are named after their bytes, so earlier builds' cards would pile up here in `gatsby develop`.
  await fs.promises.rm(outDir, { recursive: true, force: true });
  await fs.promises.mkdir(outDir, { recursive: true });
  const cards = perLanguage(() => ({})) as ShareCards;
  for (const lang of LANGUAGES) {
    const t = stringsIn(locales, lang);
    const titles = pageTitles(t, policies, lang);
    const tagline = t("common", "brand.tagline");
    for (const route of routes) {
      const title = titles[route.key];
      const { png } = await renderCard({ brand: settings.brandName, title, tagline, host }, style);
      const src = cardPath(lang, route.key, png);
      await fs.promises.writeFile(path.join(publicDir, src), png);
      cards[lang][route.key] = { src, alt: withBrand(title, settings.brandName) };
    }
  }
  // Each item page's card shows the item's own title.
  const entryCards: Record<string, ShareImage> = {};
  for (const entry of entries) {
    const tagline = stringsIn(locales, entry.lang)("common", "brand.tagline");
    const { png } = await renderCard({ brand: settings.brandName, title: entry.title, tagline, host }, style);
    const src = cardPath(entry.lang, `${entry.route}-${entry.key}`, png);
    await fs.promises.writeFile(path.join(publicDir, src), png);
    entryCards[entry.path] = { src, alt: withBrand(entry.title, settings.brandName) };
  }
  return { cards, entryCards };
}

export const shareCards: CreatePagesStep = {
  name: "social cards",
  writes: "public/og/*.png",
  needs: ["graphql", "entries"],
  gives: ["shareCards", "entryCards"],
  async run(facts) {
    try {
      const { cards, entryCards } = await writeShareCards(fact(facts, "graphql"), fact(facts, "entries"));
      facts.shareCards = cards;
      facts.entryCards = entryCards;
    } catch (error) {
      throw error instanceof StepFailure ? error : new StepFailure((error as Error).message);
    }
  },
};
