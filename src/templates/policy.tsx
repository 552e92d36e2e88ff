import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { pageFrame } from "../components/layout/frame";
import { PageHead } from "../components/PageHead";
import { PolicyPage } from "../components/pages/PolicyPage";
import type { SitePageContext } from "../types/pageContext";

export const query = graphql`
  query PolicyPage($language: String!, $namespaces: [String!]!, $routeKey: String!) {
    ...PageStrings
    policy: markdownRemark(key: { eq: $routeKey }, lang: { eq: $language }) {
      html
      headings(depth: h2) {
        id
        value
      }
      updatedLabel
      frontmatter {
        title
        description
      }
    }
  }
`;

export default function PolicyTemplate({ data, pageContext }: PageProps<Queries.PolicyPageQuery, SitePageContext>) {
  const policy = data.policy;
  // checkContent guarantees every policy has both languages, so this only trips on a broken build.
  if (!policy || !pageContext.routeKey) throw new Error(`Policy "${pageContext.routeKey}" missing for ${pageContext.language}`);
  return (
    <PolicyPage
      {...pageFrame(pageContext)}
      current={pageContext.routeKey}
      title={policy.frontmatter.title}
      updated={policy.updatedLabel}
      html={policy.html ?? ""}
      sections={(policy.headings ?? []).flatMap((h) => (h?.id && h.value ? [{ id: h.id, title: h.value }] : []))}
    />
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.PolicyPageQuery, SitePageContext>) => (
  <PageHead
    data={data}
    pageContext={pageContext}
    title={data.policy?.frontmatter.title}
    description={data.policy?.frontmatter.description}
  />
);
