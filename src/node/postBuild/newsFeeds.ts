// Writes public/<lang>/rss.xml: each language's news as RSS 2.0.
import fs from "fs";
import path from "path";
import { Feed } from "feed";
import { contentSettings as settings } from "../contentFolder";
import { fact, StepFailure } from "../buildSteps";
import { publicDir } from "../paths";
import { fill, headStrings } from "../../i18n/headStrings";
import { absoluteUrl, feedPath, pathFor } from "../../i18n/routes";
import { feedEntries, type FeedEntry } from "../../metadata/newsFeed";
import type { PostBuildFacts, PostBuildStep } from "./steps";
import { type Lang, LANGUAGES } from "../../i18n/languages";

export interface Channel {
  lang: Lang;
  title: string;
  description: string;
  copyright: string;
}

/** RSS 2.0 for one language, written by the feed library (escaping, RFC 822 dates, atom:link self). */
export function feedXml(channel: Channel, entries: readonly FeedEntry[]): string {
  const feed = new Feed({
    title: channel.title,
    description: channel.description,
    link: absoluteUrl(pathFor("home", channel.lang)),
    language: channel.lang,
    copyright: channel.copyright,
    feedLinks: { rss: absoluteUrl(feedPath(channel.lang)) },
    // The newest item's date, not the clock: the same commit builds the same feed.
    updated: entries[0]?.date ?? new Date(0),
    generator: false,
  });
  for (const entry of entries) feed.addItem({ ...entry });
  return feed.rss2();
}

/** Writes /en/rss.xml and /es/rss.xml (see feedPath) from the news items and strings in GraphQL. */
export async function writeFeeds(graphql: PostBuildFacts["graphql"], outDir: string = publicDir): Promise<void> {
  const result = await graphql<Queries.NewsFeedsQuery>(`
    query NewsFeeds {
      releasePages: allPressRelease(filter: { hasPage: { eq: true } }) {
        nodes {
          lang
          key
        }
      }
      news: allNewsItem(sort: [{ date: DESC }, { key: ASC }]) {
        nodes {
          lang
          key
          date
          title
          excerpt
        }
      }
      locales: allLocale(filter: { ns: { in: ["common", "home"] } }) {
        nodes {
          ns
          language
          data
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new StepFailure(`the news query failed: ${JSON.stringify(result.errors)}`);
  const { news, locales, releasePages } = result.data;
  for (const lang of LANGUAGES) {
    const t = headStrings({ edges: locales.nodes.filter((l) => l.language === lang).map((node) => ({ node })) });
    const channel: Channel = {
      lang,
      title: t("common", "feed.title"),
      description: t("home", "news.intro"),
      copyright: fill(t("common", "footer.copyright"), { year: settings.copyrightYear, brand: settings.brandName }),
    };
    const entries = feedEntries(
      news.nodes.filter((item) => item.lang === lang),
      lang,
      settings.home.newsCount,
      settings.feed.maxItems,
      new Set(releasePages.nodes.filter((r) => r.lang === lang).map((r) => r.key)),
    );
    const file = path.join(outDir, feedPath(lang));
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, feedXml(channel, entries));
  }
}

export const newsFeeds: PostBuildStep = {
  name: "news feeds",
  writes: "public/<lang>/rss.xml",
  needs: ["graphql"],
  run: (facts) => writeFeeds(fact(facts, "graphql")),
};
