// Every address that the build names for an item outside its pages (a calendar file's URL, a feed
// item's link, a JSON-LD item's url) lands on a page the build wrote, which shows the item: the page
// file is there, and the fragment, when there is one, is an element of it. Those addresses are kept by
// calendar apps, feed readers and search engines for years, so each must lead to a page that never
// moves (issue 67). The hosts' own engines answer the same addresses in hosts.spec.ts.
import { settings } from "../../src/config/settings";
import { builtPages } from "../support/builtSite";
import { itemAddresses } from "../support/itemAddresses";

const SITE = settings.siteUrl.replace(/\/$/, "");

const pages = new Map(builtPages().map((page) => [page.route, page]));
const named = itemAddresses();

it("names addresses: the calendar files, the feeds or the structured data link items (the launch content's events and news at least)", () => {
  expect(named.length).toBeGreaterThan(0);
});

it.each(named.map((n) => [`${n.url} (${n.where})`, n] as const))(
  "%s lands on a page the build wrote, which shows the item",
  (_name, { url }) => {
    expect(url.startsWith(`${SITE}/`)).toBe(true);
    const { pathname, hash } = new URL(url);
    const page = pages.get(pathname);
    expect({ pathname, status: page?.status }).toEqual({ pathname, status: 200 });
    if (hash)
      expect({ hash, found: page!.document.getElementById(decodeURIComponent(hash.slice(1))) !== null }).toEqual({ hash, found: true });
  },
);
