// gatsby-plugin-sharp's image worker, with each job's files kept in the build cache. Gatsby's own
// record of finished jobs lives in .cache/, which every `npm run build` deletes, so without this
// every photo was encoded again at every width and format on every build (docs/performance.md).
//
// A job is named by what decides its bytes: the source file's content, the operations (widths,
// formats, quality; their output paths carry the file name), the plugin's options, and the versions
// of gatsby-plugin-sharp, sharp and libvips. Its files are copied into this build's public/static/
// only when this build asks for the job, so a photo no page uses any more is never published.
"use strict";
const fs = require("fs");
const path = require("path");
const store = require("./store");

const KIND = "images";

/**
 * sharp's AVIF effort for every picture the site encodes. gatsby-plugin-sharp passes none, so sharp
 * uses its default, 4. On a 2400 px photo's five widths (`npm run bench -- --encoding-cost`), effort
 * 3 took 3.4 s against 17.9 s for 0.3 % more bytes (529.9 against 528.2 KB); effort 2 was 4 % bigger.
 * AVIF is about 97 % of a photo's encoding, so this is most of a cold build's cost per photo
 * (docs/performance.md, "The build cache").
 */
const AVIF_EFFORT = 3;

/** Makes every sharp pipeline in this process encode AVIF at AVIF_EFFORT unless the caller names an effort. */
function useAvifEffort(sharp = require("sharp")) {
  const avif = sharp.prototype.avif;
  if (avif.siteEffort === AVIF_EFFORT) return;
  const withEffort = function (options) {
    return avif.call(this, { effort: AVIF_EFFORT, ...options });
  };
  withEffort.siteEffort = AVIF_EFFORT;
  sharp.prototype.avif = withEffort;
}
/** Counted for the build's log line (gatsby-node.js, onPostBuild) and the tests. */
const counts = { reused: 0, encoded: 0 };

function versions() {
  const sharp = require("sharp");
  return {
    pluginSharp: require("gatsby-plugin-sharp/package.json").version,
    avifEffort: AVIF_EFFORT,
    sharp: sharp.versions.sharp,
    vips: sharp.versions.vips,
  };
}

/** The job's cache key: everything that decides the bytes of its files, and nothing about where they go. */
function imageJobKey({ inputPaths, args }, tools = versions()) {
  return store.cacheKey({
    job: "IMAGE_PROCESSING",
    inputs: inputPaths.map((input) => input.contentDigest),
    operations: args.operations,
    pluginOptions: args.pluginOptions,
    tools,
  });
}

const realWorker = () => {
  useAvifEffort();
  return require("gatsby-plugin-sharp/gatsby-worker");
};

async function IMAGE_PROCESSING(job) {
  const { outputDir, args } = job;
  // Lazy jobs belong to `gatsby develop`, which serves them on request; nothing to keep.
  if (args.isLazy || !store.cacheEnabled()) return realWorker().IMAGE_PROCESSING(job);
  const key = imageJobKey(job);
  const outputs = args.operations.map((operation) => operation.outputPath);
  const kept = store.readEntry(KIND, key);
  if (kept && outputs.every((output) => fs.existsSync(path.join(kept, output)))) {
    for (const output of outputs) {
      const target = path.join(outputDir, output);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.copyFile(path.join(kept, output), target);
    }
    counts.reused++;
    return undefined;
  }
  const result = await realWorker().IMAGE_PROCESSING(job);
  counts.encoded++;
  await store.writeEntry(KIND, key, async (dir) => {
    for (const output of outputs) {
      const target = path.join(dir, output);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.copyFile(path.join(outputDir, output), target);
    }
  });
  return result;
}

module.exports = { IMAGE_PROCESSING, IMAGE_PROCESSING_JOB_NAME: "IMAGE_PROCESSING", imageJobKey, counts, AVIF_EFFORT, useAvifEffort };
