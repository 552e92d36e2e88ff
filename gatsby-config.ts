import type { GatsbyConfig, IAdapter } from "gatsby";
import fs from "fs";
import path from "path";
import { MEDIA_FOLDER } from "./src/content-model/media";
import { ITEM_COLLECTIONS } from "./src/content-model/model";
import { sitemapEntries, type SitemapEntry, type SitemapPage } from "./src/i18n/sitemap";
import { webAppManifest } from "./src/node/brandAssets";
import { buildTime } from "./src/node/buildDate";
import { contentDir, contentSettings as settings } from "./src/node/contentFolder";
import { unpublishedFiles } from "./src/node/schedule/published";
import { shownStates } from "./src/node/schedule/privatePreviews";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./src/i18n/languages";

// gatsby-transformer-json has no include/exclude option, so every JSON file becomes a node. Name the
// item collections' nodes after the content model (content/collections/<name>/<lang>/<key>.json)
// and park everything else (page strings, which gatsby-plugin-react-i18next reads) under one inert type.
const collectionTypes = new Map(ITEM_COLLECTIONS.map((c) => [c.name, c.typeName]));

// Editors' uploads (src/content-model/media.ts). The folder exists once the first file is uploaded;
// until then it is made empty here, so the source (and gatsby develop's watcher) has a folder to read.
const mediaDir = path.join(contentDir, MEDIA_FOLDER);
fs.mkdirSync(mediaDir, { recursive: true });

// The build's output is plain static files with their own _headers (src/node/postBuild/writeHostHeaders.ts), for any
// host. Without an adapter named here, Gatsby 5 installs gatsby-adapter-netlify by itself when it
// sees NETLIFY in the environment (an npm install in the middle of the build), and that adapter
// writes Gatsby's own Referrer-Policy, X-Frame-Options and cache rules into the same _headers, which
// Netlify would join with ours. Naming an adapter turns that detection off.
const staticFilesAdapter: IAdapter = {
  name: "static-files",
  // Nothing to adapt: postBuild has written every file the hosts read.
  adapt: () => undefined,
};

// Entries not live at the build's moment (scheduled, or come down: src/lib/schedule.ts), and the
// uploads only they name, are never read, so nothing downstream can publish a byte of them. A private
// preview (src/node/schedule/privatePreviews.ts) also reads the scheduled ones, which its pages mark.
const schedule = shownStates(process.env, settings.cms.branch);
const unpublished = unpublishedFiles(contentDir, buildTime(), schedule.shown);
const leftOut = new Set([...unpublished.entries, ...unpublished.media].map((file) => path.resolve(file)));
const ignoreUnpublished = [(file: string) => leftOut.has(path.resolve(file))];

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: settings.siteUrl, title: settings.brandName },
  trailingSlash: "never",
  // Static files on any host, even where Gatsby would pick an adapter itself (staticFilesAdapter above).
  adapter: staticFilesAdapter,
  // The build steps live in src/node, so typegen must look there for createPages' query (Queries.CareersOpeningsQuery).
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
    documentSearchPaths: ["./gatsby-node.ts", "./src/node/**/*.ts"],
  },
  plugins: [
    // sass-loader still calls the legacy API; the warning is about the loader, not our styles.
    { resolve: "gatsby-plugin-sass", options: { sassOptions: { silenceDeprecations: ["legacy-js-api"] } } },
    "gatsby-plugin-image",
    // gatsby-plugin-sharp, with its image jobs kept across clean builds (plugins/build-cache/README.md).
    "build-cache",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-transformer-remark",
      // Stable ids on policy sections, so the table of contents can link to them; no visible anchor icon.
      options: {
        plugins: [{ resolve: "gatsby-remark-autolink-headers", options: { icon: false, removeAccents: true, elements: ["h2"] } }],
      },
    },
    { resolve: "gatsby-source-filesystem", options: { name: "locale", path: path.join(contentDir, "locales") } },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "collections", path: path.join(contentDir, "collections"), ignore: ignoreUnpublished },
    },
    { resolve: "gatsby-source-filesystem", options: { name: "policies", path: path.join(contentDir, "policies") } },
    { resolve: "gatsby-source-filesystem", options: { name: "images", path: path.join(contentDir, "images") } },
    // Files here become File nodes only; a page publishes one only when its query asks for it by the
    // path an entry names (src/node/media/resolve.ts), so an upload nobody refers to changes nothing.
    { resolve: "gatsby-source-filesystem", options: { name: MEDIA_FOLDER, path: mediaDir, ignore: ignoreUnpublished } },
    {
      resolve: "gatsby-transformer-json",
      options: {
        typeName: ({ node }: { node: { sourceInstanceName?: string; relativeDirectory?: string } }) =>
          (node.sourceInstanceName === "collections" && collectionTypes.get((node.relativeDirectory ?? "").split("/")[0] ?? "")) ||
          "UnusedJson",
      },
    },
    {
      resolve: "gatsby-plugin-react-i18next",
      options: {
        localeJsonSourceName: "locale",
        languages: LANGUAGES,
        defaultLanguage: DEFAULT_LANGUAGE,
        siteUrl: settings.siteUrl,
        // The plugin builds /<lang>/<same path>; our slugs are translated, so pages carry their own i18n context.
        redirect: false,
        verbose: false,
        i18nextOptions: {
          interpolation: { escapeValue: false },
          keySeparator: ".",
          nsSeparator: ":",
          returnObjects: true,
          returnNull: false,
        },
      },
    },
    {
      // gatsby-plugin-manifest through plugins/manifest-head, which leaves out its browser step (docs/deploying.md,
      // "Sharing, icons and feeds"): the manifest and every icon, rasterised by sharp from the one
      // brand mark. No service worker.
      resolve: "manifest-head",
      options: webAppManifest(settings.brandName),
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        query: `{ allSitePage { nodes { path pageContext } } }`,
        resolveSiteUrl: () => settings.siteUrl,
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) => sitemapEntries(allSitePage.nodes),
        serialize: ({ url, links }: SitemapEntry) => ({ url, links }),
      },
    },
  ],
};

export default config;
