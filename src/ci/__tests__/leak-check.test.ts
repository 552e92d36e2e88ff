import { changedEntries } from "../leakCheck";

describe("the entries the content lane checks for leaks", () => {
  it("are the news items, events, openings and press releases a change touches, once each whatever its languages", () => {
    expect(
      changedEntries([
        "content/collections/press/en/pacific-hub.json",
        "content/collections/press/es/pacific-hub.json",
        "content/collections/jobs/es/community-manager.json",
        "content/collections/events/en/collectors-expo.json",
        "content/collections/news/en/europe-office.json",
      ]),
    ).toEqual(
      expect.arrayContaining([
        { collection: "press", key: "pacific-hub" },
        { collection: "jobs", key: "community-manager" },
        { collection: "events", key: "collectors-expo" },
        { collection: "news", key: "europe-office" },
      ]),
    );
    expect(changedEntries(["content/collections/press/en/pacific-hub.json", "content/collections/press/es/pacific-hub.json"])).toHaveLength(
      1,
    );
  });

  it("leave out what cannot be scheduled: settings, page strings, policies, uploads, the timeline", () => {
    expect(
      changedEntries([
        "content/settings.json",
        "content/locales/es/home.json",
        "content/policies/es/privacy.md",
        "content/media/pacific-hub.jpg",
        "content/collections/timeline/en/2020.json",
      ]),
    ).toEqual([]);
  });
});
