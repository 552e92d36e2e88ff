// The build cache: a folder that `gatsby clean` does not empty, of entries named by the digest of
// everything that made them. An entry is written whole into a temporary folder and then renamed into
// place, so a build that stops half-way leaves no entry a later build would trust (README.md).
"use strict";
const { createHash } = require("crypto");
const fs = require("fs");
const path = require("path");

/** Where the cache lives: SITE_BUILD_CACHE_DIR (a host's kept folder), otherwise .build-cache/ in the project. */
function cacheRoot() {
  return path.resolve(process.env.SITE_BUILD_CACHE_DIR || path.join(process.cwd(), ".build-cache"));
}

/** SITE_BUILD_CACHE=off turns every cache off (a cold build for measuring, or to rule the cache out). */
function cacheEnabled() {
  return process.env.SITE_BUILD_CACHE !== "off";
}

/** JSON with object keys sorted, so the same inputs give the same digest whatever order they were built in. */
function stableJson(value) {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object" && !Buffer.isBuffer(value))
    return `{${Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson(value[key])}`)
      .join(",")}}`;
  if (Buffer.isBuffer(value)) return JSON.stringify(createHash("sha256").update(value).digest("hex"));
  return JSON.stringify(value === undefined ? null : value);
}

/** The entry's name: sha256 of its inputs (buffers count by their own digest). */
function cacheKey(inputs) {
  return createHash("sha256").update(stableJson(inputs)).digest("hex");
}

const sha256File = (file) => createHash("sha256").update(fs.readFileSync(file)).digest("hex");

/**
 * The installed versions of packages that decide a cached result's bytes, read from their package.json
 * in the project's node_modules (some packages' exports leave package.json out, so not through require).
 */
function versionsOf(names) {
  return Object.fromEntries(
    names.map((name) => [name, JSON.parse(fs.readFileSync(path.resolve("node_modules", name, "package.json"), "utf8")).version]),
  );
}

/** sha256 of one of the project's own source files (what a cached result was made by), or "missing". */
function sourceDigest(file) {
  const full = path.resolve(file);
  return fs.existsSync(full) ? sha256File(full) : "missing";
}

const entryDir = (kind, key) => path.join(cacheRoot(), kind, key.slice(0, 2), key);
const COMPLETE = ".complete";

/** The folder of a complete entry, or undefined. A hit is touched, so pruning by age spares what builds still use. */
function readEntry(kind, key) {
  if (!cacheEnabled()) return undefined;
  const dir = entryDir(kind, key);
  const marker = path.join(dir, COMPLETE);
  if (!fs.existsSync(marker)) return undefined;
  const now = new Date();
  try {
    fs.utimesSync(marker, now, now);
  } catch {
    // A read-only cache (restored by a host) is still a cache.
  }
  return dir;
}

/** Writes an entry: `fill` writes its files into a fresh folder, which becomes the entry only once complete. */
async function writeEntry(kind, key, fill) {
  if (!cacheEnabled()) return;
  const final = entryDir(kind, key);
  const tmpRoot = path.join(cacheRoot(), kind, ".tmp");
  fs.mkdirSync(tmpRoot, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(tmpRoot, `${key.slice(0, 8)}-`));
  try {
    await fill(tmp);
    fs.writeFileSync(path.join(tmp, COMPLETE), "");
    fs.mkdirSync(path.dirname(final), { recursive: true });
    try {
      fs.renameSync(tmp, final);
    } catch (error) {
      // Another build wrote the same entry first: same inputs, same files, so theirs is as good.
      if (!fs.existsSync(path.join(final, COMPLETE))) throw error;
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** A JSON value kept under `key`, or undefined. */
function readJson(kind, key) {
  const dir = readEntry(kind, key);
  if (!dir) return undefined;
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, "value.json"), "utf8"));
  } catch {
    return undefined;
  }
}

function writeJson(kind, key, value) {
  return writeEntry(kind, key, async (dir) => fs.promises.writeFile(path.join(dir, "value.json"), JSON.stringify(value)));
}

/** A file's bytes kept under `key`, or undefined. */
function readBytes(kind, key) {
  const dir = readEntry(kind, key);
  if (!dir) return undefined;
  try {
    return fs.readFileSync(path.join(dir, "file"));
  } catch {
    return undefined;
  }
}

function writeBytes(kind, key, bytes) {
  return writeEntry(kind, key, async (dir) => fs.promises.writeFile(path.join(dir, "file"), bytes));
}

/**
 * Removes the entries no build has used for `days` days: a removed or replaced photo's encodings are
 * never published (a build copies out only what it asks for), but they would take room for ever.
 */
function pruneOlderThan(days, now = Date.now()) {
  const root = cacheRoot();
  let removed = 0;
  if (!fs.existsSync(root)) return removed;
  for (const kind of fs.readdirSync(root)) {
    const kindDir = path.join(root, kind);
    if (!fs.statSync(kindDir).isDirectory()) continue;
    for (const shard of fs.readdirSync(kindDir)) {
      const shardDir = path.join(kindDir, shard);
      if (shard === ".tmp" || !fs.statSync(shardDir).isDirectory()) continue;
      for (const key of fs.readdirSync(shardDir)) {
        const marker = path.join(shardDir, key, COMPLETE);
        const used = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
        if (now - used > days * 86400000) {
          fs.rmSync(path.join(shardDir, key), { recursive: true, force: true });
          removed++;
        }
      }
    }
  }
  return removed;
}

module.exports = {
  cacheRoot,
  cacheEnabled,
  cacheKey,
  sha256File,
  versionsOf,
  sourceDigest,
  readEntry,
  writeEntry,
  readJson,
  writeJson,
  readBytes,
  writeBytes,
  pruneOlderThan,
};
