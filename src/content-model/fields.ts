// The building blocks of the content model (./model.ts). Each field is described once; the CMS
// configuration (./decapConfig.ts), the build's content checks (./validate.ts) and the GraphQL
// types (src/node/schema.ts) are all read off these descriptions.

/**
 * How a field behaves across the two languages of a bilingual collection:
 * - "translate": each language has its own value (titles, texts);
 * - "duplicate": entered once in English and copied to Spanish by the CMS; the check requires the
 *   two to be equal (dates, figures, keys);
 * - "none": the collection has one language-independent file (settings).
 */
export type I18n = "translate" | "duplicate" | "none";

interface Common {
  /** The key in the content file. */
  readonly name: string;
  /** What the editor sees next to the widget. */
  readonly label: string;
  /** A line of help under the widget. */
  readonly hint?: string;
  /** Default true: an empty value blocks a save in the CMS and stops the build. */
  readonly required?: boolean;
  readonly i18n?: I18n;
  /**
   * A proper name (a place, a brand): the same words in both languages are right, so the translation
   * checks (./translations.ts) never list it as an untranslated copy.
   */
  readonly properName?: boolean;
  /**
   * Optional, but in every language or none: a text that makes a page of its own (an item's body),
   * since each page exists in every language of the site.
   */
  readonly everyLanguageOrNone?: boolean;
}

/** A regular expression (source) the value must match, and the message an editor sees if not. */
export interface Pattern {
  readonly regex: string;
  readonly message: string;
}

export interface TextField extends Common {
  /** "string": one line; "text": a paragraph. Both are plain text: HTML shows as typed. */
  readonly kind: "string" | "text";
  readonly pattern?: Pattern;
}

export interface MarkdownField extends Common {
  readonly kind: "markdown";
}

export interface DateField extends Common {
  /** A calendar day, stored as YYYY-MM-DD. */
  readonly kind: "date";
}

export interface DateTimeField extends Common {
  /** A moment, stored with its offset: 2027-01-12T09:00:00-06:00 (src/lib/siteDate.ts, ZONED_TIME). */
  readonly kind: "datetime";
}

export interface IntField extends Common {
  readonly kind: "int";
  readonly min?: number;
  /** What a new entry starts with. */
  readonly default?: number;
}

export interface SelectField extends Common {
  readonly kind: "select";
  readonly options: readonly string[];
  /** What a new entry starts with. */
  readonly default?: string;
}

export interface ObjectField extends Common {
  readonly kind: "object";
  readonly fields: readonly Field[];
}

export interface ListField extends Common {
  readonly kind: "list";
  /** One item: a text (a list of paragraphs) or an object (a list of cards). */
  readonly item: Field;
  /** A fixed number of items: the page's design (and docs/requirements.md) counts on it. */
  readonly length?: number;
  /** The item label in the CMS's collapsed list, e.g. "{{fields.title}}". */
  readonly summary?: string;
}

/** Kept in the file but not shown to editors (an anchor name the page links to). */
export interface HiddenField extends Common {
  readonly kind: "hidden";
}

/**
 * A picture an editor uploads (./media.ts): one file for every language, chosen once, in the default
 * language's file; its alt text in each language, unless the editor marks it decorative. Stored as
 * { "src": "media/<file>", "alt": "…", "decorative": false }; the other languages' files hold the alt text only.
 */
export interface ImageField extends Common {
  readonly kind: "image";
  /** What the picture is for: its smallest size, how the site fits it, how the content manager prepares it. */
  readonly role: ImageRole;
}

/** A document an editor uploads (PDF): one file for both languages, or one per language. Stored as "media/<file>". */
export interface DocumentField extends Common {
  readonly kind: "document";
}

/** The kinds of picture the site shows (./media.ts says what each needs). */
export type ImageRole = "logo" | "photo";

export type Field =
  | TextField
  | MarkdownField
  | DateField
  | DateTimeField
  | IntField
  | SelectField
  | ObjectField
  | ListField
  | HiddenField
  | ImageField
  | DocumentField;

type Options<F extends Field> = Omit<F, "kind" | "name" | "label">;

/** The constructor of one kind of field: text("title", "Title", { required: true }). */
const fieldOf =
  <F extends TextField | MarkdownField | DateField | DateTimeField | IntField | HiddenField | DocumentField>(kind: F["kind"]) =>
  (name: string, label: string, options: Options<F> = {} as Options<F>): F =>
    ({ kind, name, label, ...options }) as F;

export const text = fieldOf<TextField>("string");
export const paragraph = fieldOf<TextField>("text");
export const markdown = fieldOf<MarkdownField>("markdown");
export const date = fieldOf<DateField>("date");
export const dateTime = fieldOf<DateTimeField>("datetime");
export const integer = fieldOf<IntField>("int");
export const hidden = fieldOf<HiddenField>("hidden");
/** Uploads are optional: a place without one keeps what the site shows without it. */
export const document = (name: string, label: string, options: Options<DocumentField> = {}) =>
  fieldOf<DocumentField>("document")(name, label, { required: false, ...options });
/** The constructor of a kind of field with one more part after its label: select's options, object's fields, list's item. */
const fieldWith =
  <F extends SelectField | ObjectField | ListField | ImageField, K extends keyof F & string>(kind: F["kind"], part: K) =>
  (name: string, label: string, value: F[K], options: Omit<Options<F>, K> = {} as Omit<Options<F>, K>): F =>
    ({ kind, name, label, [part]: value, ...options }) as unknown as F;

export const select = fieldWith<SelectField, "options">("select", "options");
export const object = fieldWith<ObjectField, "fields">("object", "fields");
export const list = fieldWith<ListField, "item">("list", "item");
const imageField = fieldWith<ImageField, "role">("image", "role");
export const image = (name: string, label: string, role: ImageRole, options: Omit<Options<ImageField>, "role"> = {}) =>
  imageField(name, label, role, { required: false, ...options });

export const isRequired = (field: Field): boolean => field.required ?? true;

/** A field's i18n mode inside a collection whose default is `fallback`. */
export const i18nOf = (field: Field, fallback: I18n): I18n => field.i18n ?? fallback;

export const EMAIL: Pattern = { regex: "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", message: "an e-mail address, such as hello@example.com" };
export const HTTPS_URL: Pattern = { regex: "^https://[^\\s]+$", message: "a full web address starting with https://" };
/** Digits, spaces, brackets, dots and hyphens after a leading +: what tel: links can be made from. */
export const PHONE: Pattern = {
  regex: "^\\+[0-9][0-9 ().-]{6,}$",
  message: "an international number starting with +, such as +1 307 555 2273",
};
/** A keypad form like +1 (307) 555-CARD: the same characters plus capital letters. */
export const VANITY_PHONE: Pattern = {
  regex: "^\\+[0-9][0-9A-Z ().-]{6,}$",
  message: "an international number starting with +; capital letters stand for keypad digits",
};
