// Whatever an editor types (in the CMS or a file), markup in it shows as text or is removed; it
// never becomes markup on the site. The browser test in __tests__/cms proves it on a real build.
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { EventCard } from "../../../src/components/events/EventCard";
import { safePolicyHtml } from "../../../src/lib/policyHtml";
import { breadcrumbs, jsonLdText } from "../../../src/metadata/structuredData";

const ATTACK = `<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">`;

describe("text from the content files", () => {
  it("shows HTML in a collection item as the characters typed", () => {
    const event = {
      key: "attack",
      title: ATTACK,
      date: "2026-01-01",
      location: "Madrid",
      type: "Convention",
      participants: 1,
      prizePool: 1,
      dateLabel: "January 1, 2026",
      participantsLabel: "1",
      prizePoolLabel: "$1",
      status: null,
      hasPage: false,
    };
    const labels = {
      type: "Type",
      date: "Date",
      location: "Location",
      participants: "Participants",
      prizePool: "Prize pool",
      learnMore: { text: "Learn more", label: ATTACK, detailsSoon: "Soon" },
      status: {},
    };
    const html = renderToStaticMarkup(<EventCard event={event} labels={labels} />);
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&lt;script&gt;window.__xss = 1&lt;/script&gt;");
  });

  it("keeps a page string inside JSON-LD from closing its script element", () => {
    const text = jsonLdText(breadcrumbs([{ name: `</script>${ATTACK}`, path: "/en" }]));
    expect(text).not.toMatch(/<\/?script|<img/i);
    expect(JSON.parse(text).itemListElement[0].name).toBe(`</script>${ATTACK}`);
  });
});

describe("the policies' HTML", () => {
  it("drops scripts, event handlers, images and javascript: links an editor's Markdown let through", () => {
    const html = safePolicyHtml(
      `<p>Before</p>${ATTACK}<p><a href="javascript:alert(1)">bad</a> <a href="https://example.com" onclick="x()">ok</a></p><iframe src="https://example.com"></iframe>`,
    );
    expect(html).toBe('<p>Before</p><p><a>bad</a> <a href="https://example.com">ok</a></p>');
  });

  it("keeps what Markdown makes: section ids for the table of contents, tables, lists, and mail and phone links", () => {
    const html = [
      '<h2 id="who-we-are">Who we are</h2>',
      '<p>Write to <a href="mailto:hello@example.com">hello@example.com</a> or <a href="tel:+13075552273">call</a>, or read <a href="/en/policies/cookies">cookies</a>.</p>',
      "<table><thead><tr><th>Key</th></tr></thead><tbody><tr><td><code>cookie-consent</code></td></tr></tbody></table>",
      "<ul><li><strong>a</strong> <em>b</em></li></ul><blockquote><p>q</p></blockquote>",
    ].join("");
    expect(safePolicyHtml(html)).toBe(html);
  });
});
