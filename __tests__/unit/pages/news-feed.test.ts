import { feedEntries, newsItemId } from "../../../src/metadata/newsFeed";

const item = (key: string, date: string) => ({ key, date, title: `Title ${key}`, excerpt: `Excerpt ${key}` });
// Out of order on purpose: the entries come out newest first whatever order they are given in.
const items = [item("b", "2025-06-20"), item("a", "2025-09-01"), item("d", "2024-09-25"), item("c", "2025-03-10")];

describe("feedEntries", () => {
  const entries = feedEntries(items, "es", 2, items.length);

  it("lists every item, newest first, with its title, excerpt and date at midnight UTC", () => {
    expect(entries.map((e) => e.title)).toEqual(["Title a", "Title b", "Title c", "Title d"]);
    expect(entries[0]).toMatchObject({ description: "Excerpt a", date: new Date("2025-09-01T00:00:00Z") });
  });

  it("links the items the home page shows to their card, and older ones to their card on their year's page, which never moves", () => {
    expect(entries.map((e) => e.link)).toEqual([
      `https://www.example.com/es#${newsItemId("a")}`,
      `https://www.example.com/es#${newsItemId("b")}`,
      `https://www.example.com/es/noticias/2025#${newsItemId("c")}`,
      `https://www.example.com/es/noticias/2024#${newsItemId("d")}`,
    ]);
  });

  it("gives each item a guid of its own that does not move when its card leaves the home page", () => {
    expect(new Set(entries.map((e) => e.guid)).size).toBe(items.length);
    expect(feedEntries(items, "es", 0, items.length).map((e) => e.guid)).toEqual(entries.map((e) => e.guid));
  });

  it("keeps only the newest items when there are more than the feed carries, whatever order they come in", () => {
    expect(feedEntries(items, "es", 2, 3).map((e) => e.title)).toEqual(["Title a", "Title b", "Title c"]);
    expect(feedEntries(items, "es", 2, 1).map((e) => e.guid)).toEqual([entries[0]!.guid]);
  });

  it("links an item whose press release (the same key) has a page of its own to that page, keeping its guid", () => {
    const withPage = feedEntries(items, "es", 2, items.length, new Set([items[1]!.key]));
    const byGuid = new Map(withPage.map((e) => [e.guid, e.link]));
    expect(byGuid.get(entries.find((e) => e.title === items[1]!.title)!.guid)).toBe(`https://www.example.com/es/prensa/${items[1]!.key}`);
    expect(withPage.filter((e) => e.link.includes("/prensa/"))).toHaveLength(1);
    expect(withPage.map((e) => e.guid)).toEqual(entries.map((e) => e.guid));
  });

  it("links into the entries' own language", () => {
    expect(feedEntries(items, "en", 1, items.length).every((e) => /^https:\/\/www\.example\.com\/en(\/news\/\d{4})?#/.test(e.link))).toBe(
      true,
    );
  });
});
