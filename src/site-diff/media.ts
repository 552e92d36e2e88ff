// Pictures and documents added, replaced or removed between the two content folders the builds were
// made from, named as the content manager names the field that holds each. A page's facts show a new
// logo as an <img> whose address is a hash; this says which upload it is, where an editor put it and
// what it weighs.
import { spawnSync } from "child_process";
import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import { mediaFile, mediaReferences, MEDIA_FOLDER } from "../content-model/media";
import type { Lang } from "../i18n/languages";
import { readBilingualEntries } from "../translation-status/translationContent";

/** One file of a content folder's media/. */
export interface MediaFileFacts {
  readonly bytes: number;
  /** Git's blob id of its bytes, so a folder's file and a commit's compare without reading the commit's. */
  readonly id: string;
}

/** The facts of a file under one content folder ("media/logo.png"), or undefined where there is none. */
export type MediaFiles = (file: string) => MediaFileFacts | undefined;

/** One side of the comparison: the content folder's entries, and its uploads (in the folder itself, or in git). */
export interface MediaSide {
  readonly contentDir: string;
  readonly files: MediaFiles;
}

export interface MediaFileRef {
  /** As the content folder holds it: "media/logo.png". */
  readonly file: string;
  /** Undefined when the content names a file that is not there (the content checks refuse that build). */
  readonly bytes?: number;
}

export interface MediaChange {
  /** The content manager's labels: "Page: Home › Partners › Items › 1 › Logo". */
  readonly where: string;
  readonly kind: "image" | "document";
  /** The language whose file names a document (each may have its own); undefined for a picture, chosen once for every language. */
  readonly lang?: Lang;
  readonly status: "added" | "replaced" | "removed";
  readonly before?: MediaFileRef;
  readonly after?: MediaFileRef;
}

const blobId = (bytes: Buffer) => createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");

/** The uploads of a content folder on disk, each read once, when a reference asks for it. */
export function mediaInFolder(contentDir: string): MediaFiles {
  const known = new Map<string, MediaFileFacts | undefined>();
  return (file) => {
    if (!known.has(file)) {
      const full = path.join(contentDir, file);
      const facts = fs.statSync(full, { throwIfNoEntry: false })?.isFile() ? fs.readFileSync(full) : undefined;
      known.set(file, facts && { bytes: facts.length, id: blobId(facts) });
    }
    return known.get(file);
  };
}

/**
 * The uploads of content/ at a commit, as git lists them (size and blob id): the files themselves,
 * up to 20 MB each, need not come out of the repository for this.
 */
export function mediaAtCommit(repo: string, commit: string): MediaFiles {
  const listed = spawnSync("git", ["ls-tree", "-r", "-l", "-z", "--full-tree", commit, "--", `content/${MEDIA_FOLDER}`], {
    cwd: repo,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) throw new Error(`git ls-tree ${commit} content/${MEDIA_FOLDER} failed: ${String(listed.stderr).trim()}`);
  const files = new Map<string, MediaFileFacts>();
  for (const line of listed.stdout.split("\0")) {
    // "<mode> blob <id> <size>\t<path>"; a link or a submodule is no upload.
    const match = /^\d+ blob ([0-9a-f]+) +(\d+)\t(.*)$/s.exec(line);
    if (match) files.set(match[3]!.replace(/^content\//, ""), { id: match[1]!, bytes: Number(match[2]) });
  }
  return (file) => files.get(file);
}

interface Reference {
  readonly where: string;
  readonly kind: MediaChange["kind"];
  readonly lang?: Lang;
  /** As the report names it. */
  readonly file: string;
  /** Whether it names a file in media/ (mediaFile): a path that leads elsewhere is the content checks' to refuse, and is not read. */
  readonly inMedia: boolean;
}

/** Every upload a content folder's entries name, by entry, key path and (for a document) language. */
function references(contentDir: string): Map<string, Reference> {
  const found = new Map<string, Reference>();
  for (const [id, entry] of readBilingualEntries(contentDir)) {
    for (const ref of mediaReferences(entry.fields, entry.data)) {
      const lang = ref.field.kind === "document" ? ref.lang : undefined;
      found.set(`${id}|${ref.path}|${lang ?? ""}`, {
        where: [...entry.labels, ...ref.labels].join(" › "),
        kind: ref.field.kind,
        ...(lang && { lang }),
        file: mediaFile(ref.src) ?? ref.src,
        inMedia: mediaFile(ref.src) !== undefined,
      });
    }
  }
  return found;
}

/**
 * What the change did to the uploads: a field that names a file now and did not, one that names
 * another file or the same file with other bytes (replaced in place), and one that names none now.
 */
export function mediaChanges(before: MediaSide, after: MediaSide): MediaChange[] {
  const was = references(before.contentDir);
  const is = references(after.contentDir);
  const facts = (side: MediaSide, { file, inMedia }: Reference) => (inMedia ? side.files(file) : undefined);
  const ref = (side: MediaSide, reference: Reference): MediaFileRef => {
    const bytes = facts(side, reference)?.bytes;
    return bytes === undefined ? { file: reference.file } : { file: reference.file, bytes };
  };
  const changes: MediaChange[] = [];
  for (const [key, now] of is) {
    const then = was.get(key);
    const { where, kind, lang } = now;
    const common = { where, kind, ...(lang && { lang }) };
    if (!then) changes.push({ ...common, status: "added", after: ref(after, now) });
    else if (then.file !== now.file || facts(before, then)?.id !== facts(after, now)?.id)
      changes.push({ ...common, status: "replaced", before: ref(before, then), after: ref(after, now) });
  }
  for (const [key, then] of was) {
    if (is.has(key)) continue;
    const { where, kind, lang } = then;
    changes.push({ where, kind, ...(lang && { lang }), status: "removed", before: ref(before, then) });
  }
  return changes;
}
