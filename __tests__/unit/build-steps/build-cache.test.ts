// The build cache (plugins/build-cache): an image job whose source and options are unchanged is copied
// from the cache, not encoded again, even into a fresh public/ after `gatsby clean`; anything that
// changes the bytes of its files makes it a new job; and a build gets only the files of the jobs it asks for.
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import {
  AVIF_EFFORT,
  IMAGE_PROCESSING,
  counts,
  imageJobKey,
  useAvifEffort,
  type ImageJob,
} from "../../../plugins/build-cache/gatsby-worker";
import { photo } from "../../fixtures/media";
import { cacheKey, pruneOlderThan, readJson, writeEntry, writeJson, readEntry } from "../../../plugins/build-cache/store";

// gatsby-plugin-sharp's worker stands in: each file's bytes say which source and operation made it.
const mockEncode = jest.fn(async (job: ImageJob) => {
  for (const operation of job.args.operations) {
    const file = path.join(job.outputDir, operation.outputPath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${job.inputPaths[0]!.contentDigest} ${JSON.stringify(operation.args)}`);
  }
});
jest.mock("gatsby-plugin-sharp/gatsby-worker", () => ({ IMAGE_PROCESSING: (job: ImageJob) => mockEncode(job) }));

let work: string;
const saved = { dir: process.env.SITE_BUILD_CACHE_DIR, off: process.env.SITE_BUILD_CACHE };

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "build-cache-test-"));
  process.env.SITE_BUILD_CACHE_DIR = path.join(work, "cache");
  delete process.env.SITE_BUILD_CACHE;
  mockEncode.mockClear();
  counts.reused = 0;
  counts.encoded = 0;
});
afterEach(() => {
  fs.rmSync(work, { recursive: true, force: true });
  for (const [name, value] of [
    ["SITE_BUILD_CACHE_DIR", saved.dir],
    ["SITE_BUILD_CACHE", saved.off],
  ] as const)
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

/** One photo's job as gatsby-plugin-sharp makes it, into the `build`th build's public/static/. */
function job(build: number, source = "sha1-of-photo-a", quality = 60, name = "photo-a"): ImageJob {
  return {
    inputPaths: [{ path: `/content/media/${name}.jpg`, contentDigest: source }],
    outputDir: path.join(work, `public-${build}`, "static", `digest-${name}`),
    args: {
      operations: [240, 960].flatMap((width) =>
        ["avif", "webp", "jpg"].map((toFormat) => ({
          outputPath: `w${width}q${quality}/${name}.${toFormat}`,
          args: { width, toFormat, quality },
        })),
      ),
      pluginOptions: { defaults: {} },
    },
  };
}

const filesOf = (dir: string) =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[])
        .filter((f) => fs.statSync(path.join(dir, f)).isFile())
        .sort()
        .map((f) => [f, fs.readFileSync(path.join(dir, f), "utf8")])
    : [];

describe("the image jobs", () => {
  it("encode a photo once: a later clean build gets the same files from the cache", async () => {
    await IMAGE_PROCESSING(job(1));
    await IMAGE_PROCESSING(job(2));
    expect(mockEncode).toHaveBeenCalledTimes(1);
    expect(counts).toEqual({ reused: 1, encoded: 1 });
    expect(filesOf(path.join(work, "public-2"))).toEqual(filesOf(path.join(work, "public-1")));
    expect(filesOf(path.join(work, "public-2"))).toHaveLength(6);
  });

  it("encode again when the source's bytes change (a replaced photo of the same name)", async () => {
    await IMAGE_PROCESSING(job(1, "sha1-old"));
    await IMAGE_PROCESSING(job(2, "sha1-new"));
    expect(mockEncode).toHaveBeenCalledTimes(2);
    expect(filesOf(path.join(work, "public-2")).every(([, bytes]) => bytes!.startsWith("sha1-new"))).toBe(true);
  });

  it("encode again when an option changes, or sharp, libvips, gatsby-plugin-sharp or the AVIF effort", async () => {
    await IMAGE_PROCESSING(job(1, "sha1-a", 60));
    await IMAGE_PROCESSING(job(2, "sha1-a", 70));
    expect(mockEncode).toHaveBeenCalledTimes(2);
    const tools = { pluginSharp: "5.16.0", avifEffort: "3", sharp: "0.34.5", vips: "8.17.3" };
    const key = imageJobKey(job(1), tools);
    expect(imageJobKey(job(2), tools)).toBe(key);
    expect(imageJobKey(job(1), { ...tools, sharp: "0.35.0" })).not.toBe(key);
    expect(imageJobKey(job(1), { ...tools, vips: "8.18.0" })).not.toBe(key);
    expect(imageJobKey(job(1), { ...tools, pluginSharp: "5.17.0" })).not.toBe(key);
    expect(imageJobKey(job(1), { ...tools, avifEffort: "4" })).not.toBe(key);
  });

  it("encode AVIF at the site's effort where gatsby-plugin-sharp names none, and at the caller's where it does", async () => {
    const source = await sharp(await photo(3, [600, 400]))
      .resize(240)
      .toBuffer();
    // gatsby-plugin-sharp's call: quality and force, no effort (node_modules/gatsby-plugin-sharp/process-file.js).
    const asPluginCalls = () => sharp(source).avif({ quality: 60, force: true }).toBuffer();
    const at = (effort: number) => sharp(source).avif({ quality: 60, effort }).toBuffer();
    useAvifEffort(sharp);
    useAvifEffort(sharp);
    const [asPlugin, three, four] = await Promise.all([asPluginCalls(), at(AVIF_EFFORT), at(4)]);
    expect(AVIF_EFFORT).toBeLessThan(4);
    expect(asPlugin.equals(three)).toBe(true);
    expect(asPlugin.equals(four)).toBe(false);
  });

  it("publish only what this build asks for: a removed photo's files stay in the cache, not in public/", async () => {
    await IMAGE_PROCESSING(job(1, "sha1-a", 60, "photo-a"));
    await IMAGE_PROCESSING(job(1, "sha1-b", 60, "photo-b"));
    // The next build's content no longer names photo-b.
    await IMAGE_PROCESSING(job(2, "sha1-a", 60, "photo-a"));
    expect(fs.readdirSync(path.join(work, "public-2", "static"))).toEqual(["digest-photo-a"]);
    expect(mockEncode).toHaveBeenCalledTimes(2);
  });

  it("do not trust an entry a stopped build left half-written", async () => {
    await IMAGE_PROCESSING(job(1));
    const entry = readEntry("images", imageJobKey(job(1)))!;
    fs.rmSync(path.join(entry, "w960q60", "photo-a.avif"));
    await IMAGE_PROCESSING(job(2));
    expect(mockEncode).toHaveBeenCalledTimes(2);
    expect(filesOf(path.join(work, "public-2"))).toHaveLength(6);
  });

  it("encode every time with SITE_BUILD_CACHE=off", async () => {
    process.env.SITE_BUILD_CACHE = "off";
    await IMAGE_PROCESSING(job(1));
    await IMAGE_PROCESSING(job(2));
    expect(mockEncode).toHaveBeenCalledTimes(2);
    expect(fs.existsSync(path.join(work, "cache"))).toBe(false);
  });
});

describe("the store", () => {
  it("names an entry by its inputs whatever the order of their keys", () => {
    expect(cacheKey({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(cacheKey({ b: [1, { d: 3, c: 2 }], a: 1 }));
    expect(cacheKey({ a: 1 })).not.toBe(cacheKey({ a: 2 }));
    expect(cacheKey({ bytes: Buffer.from("x") })).not.toBe(cacheKey({ bytes: Buffer.from("y") }));
  });

  it("keeps a value for the next build and leaves no entry when writing it fails", async () => {
    await writeJson("checks", "k1", { ok: true });
    expect(readJson("checks", "k1")).toEqual({ ok: true });
    await expect(
      writeEntry("checks", "k2", async () => {
        throw new Error("disk full");
      }),
    ).rejects.toThrow("disk full");
    expect(readJson("checks", "k2")).toBeUndefined();
  });

  it("prunes the entries no build has used for the given days, and keeps the others", async () => {
    await writeJson("checks", "old", 1);
    await writeJson("checks", "new", 2);
    const marker = path.join(readEntry("checks", "old")!, ".complete");
    const longAgo = new Date(Date.now() - 40 * 86400000);
    fs.utimesSync(marker, longAgo, longAgo);
    expect(pruneOlderThan(30)).toBe(1);
    expect(readJson("checks", "old")).toBeUndefined();
    expect(readJson("checks", "new")).toBe(2);
  });
});

describe("on Netlify (plugins/build-cache/netlify, netlify.toml)", () => {
  // Netlify's utils.cache as documented: restore() puts back what save() kept, and says whether it did.
  function netlifyCache() {
    const kept = new Map<string, string>();
    const utils = {
      cache: {
        save: jest.fn(async (dir: string) => {
          if (!fs.existsSync(dir)) return false;
          const copy = fs.mkdtempSync(path.join(work, "netlify-kept-"));
          fs.cpSync(dir, copy, { recursive: true });
          kept.set(dir, copy);
          return true;
        }),
        restore: jest.fn(async (dir: string) => {
          const copy = kept.get(dir);
          if (!copy || fs.existsSync(dir)) return false;
          fs.cpSync(copy, dir, { recursive: true });
          return true;
        }),
      },
    };
    return utils;
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a Netlify build plugin is a CommonJS module Netlify requires by path
  const plugin = require("../../../plugins/build-cache/netlify") as {
    onPreBuild(args: { utils: ReturnType<typeof netlifyCache> }): Promise<void>;
    onPostBuild(args: { utils: ReturnType<typeof netlifyCache> }): Promise<void>;
  };

  it("is the local plugin netlify.toml names, with the manifest Netlify requires", () => {
    const toml = fs.readFileSync(path.join(__dirname, "../../../netlify.toml"), "utf8");
    const named = /\[\[plugins\]\]\s*\n\s*package\s*=\s*"([^"]+)"/.exec(toml)?.[1];
    expect(named).toBe("./plugins/build-cache/netlify");
    expect(fs.readFileSync(path.join(__dirname, "../../..", named!, "manifest.yml"), "utf8")).toMatch(/^name: \S+/m);
    // The folder it keeps is the one the build uses: netlify.toml does not point the build elsewhere.
    expect(toml).not.toMatch(/SITE_BUILD_CACHE_DIR/);
  });

  it("keeps the cache folder after a build and puts it back before the next one, on a fresh checkout", async () => {
    const utils = netlifyCache();
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      await plugin.onPreBuild({ utils });
      await IMAGE_PROCESSING(job(1));
      await plugin.onPostBuild({ utils });
      // The next deploy clones the repository again: no cache folder.
      fs.rmSync(process.env.SITE_BUILD_CACHE_DIR!, { recursive: true });
      await plugin.onPreBuild({ utils });
      expect(utils.cache.restore).toHaveBeenLastCalledWith(path.resolve(process.env.SITE_BUILD_CACHE_DIR!));
      await IMAGE_PROCESSING(job(2));
      expect(mockEncode).toHaveBeenCalledTimes(1);
      expect(filesOf(path.join(work, "public-2"))).toEqual(filesOf(path.join(work, "public-1")));
      expect(log.mock.calls.flat().join("\n")).toMatch(/build cache: restored/);
    } finally {
      log.mockRestore();
    }
  });

  it("neither restores nor keeps anything with SITE_BUILD_CACHE=off", async () => {
    const utils = netlifyCache();
    process.env.SITE_BUILD_CACHE = "off";
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      await plugin.onPreBuild({ utils });
      await plugin.onPostBuild({ utils });
    } finally {
      log.mockRestore();
    }
    expect(utils.cache.restore).not.toHaveBeenCalled();
    expect(utils.cache.save).not.toHaveBeenCalled();
  });
});
