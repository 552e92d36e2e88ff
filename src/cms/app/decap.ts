// The little of Decap CMS's browser API the admin bundle uses. decap-cms.js (its own React) puts
// these on window before our bundle runs (see src/cms/build/adminBundle.ts for the script order).

/** Decap hands entries over as Immutable.js maps. */
export interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
  toJS(): unknown;
}

export interface PreviewTemplateProps {
  entry: ImmutableMap;
  /** The language of the left-hand pane, which the preview shows. */
  locale?: string;
  widgetFor(name: string): unknown;
  /** An upload's address the preview can show: a picture just uploaded (not yet saved) as well as one in the repository. */
  getAsset(path: string): { toString(): string } | undefined;
}

export interface DecapCms {
  registerPreviewTemplate(collection: string, component: unknown): void;
  registerPreviewStyle(href: string): void;
  /** Decap awaits a handler's promise; preSave saves nothing when a handler throws. */
  registerEventListener(listener: { name: "preSave" | "postSave"; handler: (event: { entry: ImmutableMap }) => unknown }): void;
  getLocale(locale: string): Record<string, unknown> | undefined;
  registerLocale(locale: string, phrases: Record<string, unknown>): void;
  registerCustomFormat(
    name: string,
    extension: string,
    formatter: { fromFile(text: string): Record<string, unknown>; toFile(data: Record<string, unknown>): string },
  ): void;
}

/** Decap's React.createElement and create-react-class, bound to Decap's own React. */
export type DecapCreateElement = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;

interface DecapWindow {
  CMS?: DecapCms;
  h?: DecapCreateElement;
  createClass?: (spec: Record<string, unknown>) => unknown;
}

export function decap(): Required<DecapWindow> {
  const { CMS, h, createClass } = window as unknown as DecapWindow;
  if (!CMS || !h || !createClass) throw new Error("decap-cms.js must load before the admin bundle");
  return { CMS, h, createClass };
}
