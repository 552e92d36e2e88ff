// The build's date (src/lib/siteDate.ts): one day per build, the business time zone's, or SITE_DATE.
import site from "../../../src/config/site.json";
import { addDays, dayIn, isDay, siteDate } from "../../../src/lib/siteDate";

const DENVER = site.businessHours.timeZone;

describe("the build's date is the business time zone's day", () => {
  it("keeps Denver's day at 23:30 there, when it is already tomorrow in UTC (winter, MST)", () => {
    const at = new Date("2026-11-27T06:30:00Z"); // 23:30 on the 26th in Denver (UTC-7)
    expect(at.toISOString().slice(0, 10)).toBe("2026-11-27");
    expect(dayIn(DENVER, at)).toBe("2026-11-26");
    expect(siteDate({}, at)).toBe("2026-11-26");
  });

  it("keeps Denver's day at 23:30 in summer (MDT) too", () => {
    expect(siteDate({}, new Date("2026-07-01T05:30:00Z"))).toBe("2026-06-30");
  });

  it("turns to the next day at midnight in Denver, not at midnight in UTC", () => {
    expect(siteDate({}, new Date("2026-11-27T06:59:59Z"))).toBe("2026-11-26");
    expect(siteDate({}, new Date("2026-11-27T07:00:00Z"))).toBe("2026-11-27");
    // Just after midnight in UTC it is still the evening before in Denver.
    expect(siteDate({}, new Date("2026-11-27T00:30:00Z"))).toBe("2026-11-26");
  });

  it("crosses a year's end by Denver's clock", () => {
    expect(siteDate({}, new Date("2027-01-01T06:30:00Z"))).toBe("2026-12-31");
    expect(siteDate({}, new Date("2027-01-01T07:30:00Z"))).toBe("2027-01-01");
  });
});

describe("SITE_DATE fixes the build's date", () => {
  it("wins over the clock, whatever the time", () => {
    expect(siteDate({ SITE_DATE: "2030-02-28" }, new Date("2026-11-27T06:30:00Z"))).toBe("2030-02-28");
  });

  it("when empty, leaves the clock to decide", () => {
    expect(siteDate({ SITE_DATE: "" }, new Date("2026-11-27T06:30:00Z"))).toBe("2026-11-26");
  });

  it("stops the build when it is not a real day written YYYY-MM-DD", () => {
    for (const bad of ["2026-02-30", "26-11-2026", "2026-11-26T00:00", "tomorrow"]) {
      expect(() => siteDate({ SITE_DATE: bad })).toThrow(`SITE_DATE="${bad}" is not a day written YYYY-MM-DD`);
    }
    expect(isDay("2028-02-29")).toBe(true);
  });
});

describe("counting days", () => {
  it("steps over months, years and the clock changes", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-11-01", 1)).toBe("2026-11-02");
    expect(addDays("2026-11-26", 30)).toBe("2026-12-26");
  });
});
