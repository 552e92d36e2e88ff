import type { GatsbyNode } from "gatsby";
import { safePolicyHtml } from "../lib/policyHtml";

type Resolver = (source: unknown, args: unknown, context: unknown, info: unknown) => unknown;

/** The policies' HTML as gatsby-transformer-remark renders it, then cut down to safe markup. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    MarkdownRemark: {
      html: {
        async resolve(source: unknown, args: unknown, context: unknown, info: { originalResolver: Resolver }) {
          const html = await info.originalResolver(source, args, context, info);
          return typeof html === "string" ? safePolicyHtml(html) : html;
        },
      },
    },
  });
};
