import type { GatsbyNode } from "gatsby";
import { optionsFor } from "../lib/openings";
import { safePolicyHtml } from "../lib/policyHtml";
import { fillPolicyPlaceholders } from "../content-model/policyPlaceholders";
import { contentSettings } from "./contentFolder";
import type { JobOpening } from "../lib/openings";
import { isLang } from "../i18n/languages";
import { pageUploads, type NodeModel } from "./media/resolve";

type Resolver = (source: unknown, args: unknown, context: unknown, info: unknown) => unknown;
interface NodeModelContext {
  nodeModel: { findAll(a: { type: string; query: object }): Promise<{ entries: Iterable<JobOpening> }> };
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    /** The policies' HTML as gatsby-transformer-remark renders it, cut down to safe markup, with the contact details filled in. */
    MarkdownRemark: {
      html: {
        async resolve(source: unknown, args: unknown, context: unknown, info: { originalResolver: Resolver }) {
          const html = await info.originalResolver(source, args, context, info);
          return typeof html === "string" ? fillPolicyPlaceholders(safePolicyHtml(html), contentSettings) : html;
        },
      },
    },
    Query: {
      /**
       * The uploads of one field a page declares (src/content-model/model.ts, PAGE_STRINGS.media), in
       * the page's language: `pageMedia(namespace: "home", language: $language, at: "partners.items", field: "logo")`.
       */
      pageMedia: {
        type: "[PageMedia!]!",
        args: { namespace: "String!", language: "String!", at: "String!", field: "String!" },
        resolve: (
          _source: unknown,
          args: { namespace: string; language: string; at: string; field: string },
          context: { nodeModel: NodeModel },
        ) => pageUploads(context.nodeModel, args.namespace, args.language, args.at, args.field),
      },
      /** Every department and location of one language's openings, each once, in that language's order. */
      openingFilterOptions: {
        type: "OpeningFilterOptions!",
        args: { lang: "String!" },
        async resolve(_source: unknown, { lang }: { lang: string }, context: NodeModelContext) {
          if (!isLang(lang)) throw new Error(`openingFilterOptions: no language "${lang}"`);
          const { entries } = await context.nodeModel.findAll({
            type: "JobOpening",
            query: { filter: { lang: { eq: lang }, closed: { eq: false } } },
          });
          const openings = [...entries];
          return { departments: optionsFor(openings, "department", lang), locations: optionsFor(openings, "location", lang) };
        },
      },
    },
  });
};
