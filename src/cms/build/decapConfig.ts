// The Decap CMS configuration, generated from the content model at build time (written to
// public/admin/config.yml, and served live by `npm run cms`). Nothing in it is kept by hand.
import { formatName, pageCollectionName } from "../../content-model/contentFormats";
import { i18nOf, type DocumentField, type Field, type I18n, type ImageField } from "../../content-model/fields";
import {
  ITEM_COLLECTIONS,
  LOCALE_FOLDER,
  PAGE_STRINGS,
  POLICIES,
  POLICY_FOLDER,
  SETTINGS,
  ADDRESSES,
  itemFolder,
  type ItemCollection,
} from "../../content-model/model";
import { pageStringFields, PAGE_KEY, type JsonObject } from "../../content-model/pageStrings";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../i18n/languages";
import { DOCUMENT_RULE, IMAGE_RULES, MEDIA_FOLDER, maxBytesOf } from "../../content-model/media";
import { isScheduledCollection, SCHEDULE_SUMMARY_FIELD } from "../app/scheduleSummary";

export type DecapField = Record<string, unknown> & { name: string; label: string; widget: string };
export type DecapCollection = Record<string, unknown> & { name: string; label: string };

export interface DecapOptions {
  /** The deployed admin signs in to GitHub and opens a pull request per change (editorial workflow). */
  github: { repo: string; branch: string; baseUrl?: string; authEndpoint?: string };
  siteUrl: string;
  /** `npm run cms`: decap-server's API; the CMS then writes the files under content/ directly. */
  localBackendUrl?: string;
  /** The English page strings by namespace: their shape gives each page's fields. */
  pageStrings: Readonly<Record<string, JsonObject>>;
}

/** Where the CMS finds a content path: the repository root holds content/. */
const inContent = (relative: string) => `content/${relative}`;

/**
 * The upload limit the content manager checks before it sends a file (Decap checks only the first of
 * several, and only in the browser: the build checks every file again, src/node/media/).
 */
const uploadLimit = (field: ImageField | DocumentField) => ({
  // site_field: the model's field, for the check of a picked file before Decap sends it (src/cms/app/uploadCheck.ts).
  media_library: { config: { max_file_size: maxBytesOf(field), site_field: field } },
  choose_url: false,
});

/**
 * What Decap does to a picture in the editor's browser before it is uploaded (media_processing): it
 * always strips the metadata (a phone photo's GPS position, a camera's serial number), resizes large
 * photos and writes them as JPEG; a logo keeps its format, and so its transparency.
 */
function uploadProcessing(role: keyof typeof IMAGE_RULES) {
  const { width, format, quality } = IMAGE_RULES[role].upload;
  return {
    enabled: true,
    strip_metadata: true,
    ...(width && { width }),
    ...(format && { format: { enabled: true, default: format } }),
    ...(quality && { quality }),
  };
}

const MARKDOWN_BUTTONS = ["bold", "italic", "link", "heading-two", "heading-three", "bulleted-list", "numbered-list", "quote"];

function widgetOptions(field: Field, i18n: I18n | undefined): { widget: string } & Record<string, unknown> {
  const child = (f: Field) => decapField(f, i18n === undefined ? undefined : i18nOf(f, "translate"));
  switch (field.kind) {
    case "string":
    case "text":
      return { widget: field.kind, ...(field.pattern && { pattern: [field.pattern.regex, `Must be ${field.pattern.message}.`] }) };
    case "markdown":
      // Images and embeds would need media handling the policies never use; previews are sanitised.
      return { widget: "markdown", buttons: MARKDOWN_BUTTONS, editor_components: [], modes: ["rich_text", "raw"], sanitize_preview: true };
    case "date":
      // Decap fills an empty date with today: right for a required one, wrong for an optional one
      // (a closing date nobody chose would close the opening tomorrow).
      return {
        widget: "datetime",
        format: "YYYY-MM-DD",
        date_format: "YYYY-MM-DD",
        time_format: false,
        picker_utc: true,
        ...(field.required === false && { default: "" }),
      };
    case "datetime":
      // Decap's picker reads and shows the editor's own zone; the stored value carries that offset
      // (a format without Z would lose it), so it names one moment wherever the editor sits. The
      // label says the business's zone, and the entry list shows the time in it (src/cms/app/).
      return {
        widget: "datetime",
        format: "YYYY-MM-DDTHH:mm:ssZ",
        picker_utc: false,
        default: "",
      };
    case "int":
      return { widget: "number", value_type: "int", min: field.min ?? 0, ...(field.default !== undefined && { default: field.default }) };
    case "select":
      return { widget: "select", options: field.options, ...(field.default !== undefined && { default: field.default }) };
    case "hidden":
      return { widget: "hidden" };
    case "document":
      return { widget: "file", ...uploadLimit(field), hint: field.hint ?? DOCUMENT_RULE.hint };
    case "image": {
      // One picture for every language, chosen in the default language's column (Decap hides a field
      // marked "none" in the others); its alt text in each. Decap cannot copy a value into another
      // language inside a list (decaporg/decap-cms#4386), so the picture is not copied but read from
      // the default language's file, and the content checks refuse a file that names another.
      const once = i18n === undefined ? {} : { i18n: "none" };
      const rule = IMAGE_RULES[field.role];
      return {
        widget: "object",
        collapsed: false,
        fields: [
          {
            name: "src",
            label: "Picture",
            widget: "image",
            required: false,
            hint: rule.hint,
            ...uploadLimit(field),
            media_processing: uploadProcessing(field.role),
            ...once,
          },
          {
            name: "alt",
            label: "Alt text",
            widget: "string",
            required: false,
            hint: `What the ${rule.noun} shows, in a few words, for people who cannot see it. Needed in every language unless the picture is decorative.`,
            ...(i18n !== undefined && { i18n: true }),
          },
          {
            name: "decorative",
            label: "Decorative",
            widget: "boolean",
            required: false,
            default: false,
            hint: "On when the picture adds nothing the text beside it does not say: screen readers then skip it.",
            ...once,
          },
        ],
      };
    }
    case "object":
      return { widget: "object", collapsed: true, fields: field.fields.map(child) };
    case "list": {
      const fixed = field.length !== undefined;
      const items = field.item.kind === "object" ? { fields: field.item.fields.map(child) } : { field: child(field.item) };
      return {
        widget: "list",
        collapsed: true,
        ...items,
        ...(field.summary && { summary: field.summary }),
        ...(fixed && { min: field.length, max: field.length, allow_add: false, allow_remove: false, allow_reorder: false }),
      };
    }
  }
}

/** One field; `i18n` is its mode inside a bilingual collection, undefined in a one-language file. */
export function decapField(field: Field, i18n: I18n | undefined): DecapField {
  return {
    name: field.name,
    label: field.label,
    ...widgetOptions(field, i18n),
    ...(field.hint && { hint: field.hint }),
    ...(field.required === false && { required: false }),
    ...(i18n === "translate" && { i18n: true }),
    ...(i18n === "duplicate" && { i18n: "duplicate" }),
  };
}

const bilingualFields = (fields: readonly Field[]) => fields.map((f) => decapField(f, i18nOf(f, "translate")));

function itemCollection(collection: ItemCollection): DecapCollection {
  const { field, direction } = collection.listOrder;
  return {
    name: collection.name,
    label: collection.label,
    label_singular: collection.labelSingular,
    description: collection.description,
    folder: inContent(itemFolder(collection)),
    format: formatName(collection.name),
    extension: "json",
    create: true,
    // No entry is deleted from here. With the editorial workflow, Decap's "Delete published entry" and
    // "Unpublish" both commit the file's removal straight to the branch (decap-cms#5650, #6610): no pull
    // request, no content lane, no site diff. `delete: false` hides both (its toolbar shows them only
    // for a collection that allows deletion). Editors take an entry down with its "Comes down at"
    // (docs/editing.md#take-a-page-down); a file is deleted in a pull request, where the site diff
    // refuses a removed page with nothing at its address.
    delete: false,
    i18n: true,
    identifier_field: collection.identifierField,
    // The file name is the item's key: made once from the English identifier, never renamed.
    slug: "{{slug}}",
    // A scheduled entry says in the list whether it is scheduled, live or down, and when (src/cms/app/scheduleSummary.ts).
    summary: isScheduledCollection(collection.name) ? `${collection.summary}{{fields.${SCHEDULE_SUMMARY_FIELD}}}` : collection.summary,
    sortable_fields: [
      { field, default_sort: direction === "ASC" ? "asc" : "desc" },
      ...collection.sortableFields.filter((f) => f !== field),
    ],
    fields: bilingualFields(collection.fields),
  };
}

function pageStringCollections(pageStrings: DecapOptions["pageStrings"]): DecapCollection[] {
  return Object.entries(PAGE_STRINGS.namespaces).map(([namespace, label]) => {
    const english = pageStrings[namespace];
    if (!english)
      throw new Error(`No English page strings for "${namespace}" (content/${LOCALE_FOLDER}/${DEFAULT_LANGUAGE}/${namespace}.json)`);
    const name = pageCollectionName(namespace);
    return {
      name,
      label,
      label_singular: label,
      description: "The words on the page, side by side in both languages. Keep {{placeholders}} as they are.",
      folder: inContent(LOCALE_FOLDER),
      // Every page's file lives in one folder per language; each collection shows its own file.
      filter: { field: PAGE_KEY, value: namespace },
      format: formatName(name),
      extension: "json",
      create: false,
      delete: false,
      i18n: true,
      identifier_field: PAGE_KEY,
      summary: label,
      fields: bilingualFields(pageStringFields(english, namespace)),
    };
  });
}

export function decapConfig(options: DecapOptions): Record<string, unknown> {
  const { github, localBackendUrl } = options;
  return {
    backend: {
      name: "github",
      repo: github.repo,
      branch: github.branch,
      ...(github.baseUrl && { base_url: github.baseUrl }),
      ...(github.authEndpoint && { auth_endpoint: github.authEndpoint }),
      squash_merges: true,
    },
    // Each change becomes a pull request that CI builds and diffs; the local backend writes files directly.
    ...(localBackendUrl ? { local_backend: { url: localBackendUrl } } : { publish_mode: "editorial_workflow" }),
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    logo: { src: "/logo.png" },
    // Every upload (src/content-model/media.ts); a content file names one as media/<file>. A file no
    // entry refers to (an upload from the Media page, which commits to the main branch at once) is
    // never published. The public folder is relative: Decap shows a path that starts with "/" from the
    // site itself, where an upload is not, and reads a relative one from the repository.
    media_folder: inContent(MEDIA_FOLDER),
    public_folder: MEDIA_FOLDER,
    i18n: { structure: "multiple_folders", locales: [...LANGUAGES], default_locale: DEFAULT_LANGUAGE },
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      ...ITEM_COLLECTIONS.map(itemCollection),
      {
        name: POLICIES.name,
        label: POLICIES.label,
        label_singular: POLICIES.labelSingular,
        description: POLICIES.description,
        folder: inContent(POLICY_FOLDER),
        format: formatName(POLICIES.name),
        extension: "md",
        // The four policies are pages of the slug map: editors change them, developers add or remove them.
        create: false,
        delete: false,
        i18n: true,
        identifier_field: "title",
        fields: bilingualFields(POLICIES.fields),
      },
      ...pageStringCollections(options.pageStrings),
      {
        name: SETTINGS.name,
        label: "Settings",
        format: formatName(SETTINGS.name),
        extension: "json",
        files: [
          {
            name: "contact",
            label: SETTINGS.label,
            description: SETTINGS.description,
            file: inContent(SETTINGS.file),
            fields: SETTINGS.fields.map((f) => decapField(f, undefined)),
          },
        ],
      },
      // A page of its own: the list every host's redirects and "gone" pages are written from
      // (src/content-model/addresses.ts has its rules; docs/editing.md tells editors when to use it).
      {
        name: ADDRESSES.name,
        label: ADDRESSES.label,
        format: formatName(ADDRESSES.name),
        extension: "json",
        files: [
          {
            name: ADDRESSES.name,
            label: ADDRESSES.label,
            description: ADDRESSES.description,
            file: inContent(ADDRESSES.file),
            fields: ADDRESSES.fields.map((f) => decapField(f, undefined)),
          },
        ],
      },
    ],
  };
}
