// The entry list's state of a scheduled entry (src/cms/app/scheduleSummary.ts): worked out as a file
// is read, shown by the scheduled collections' summary, and never checked or written.
import { serialiseFile, parseFile } from "../../content-model/serialise";
import { validateItem } from "../../content-model/validate";
import { ITEM_COLLECTIONS } from "../../content-model/model";
import { formatMoment, scheduleSummary, SCHEDULE_SUMMARY_FIELD, withoutScheduleSummary, withScheduleSummary } from "../app/scheduleSummary";

// Monday 11 January 2027, 09:00 in Mexico City: 08:00 in Denver (MST).
const RELEASE = "2027-01-11T09:00:00-06:00";
const at = (iso: string) => Date.parse(iso);

describe("the entry list says whether an entry is scheduled, live or down", () => {
  it("names the time in the business's zone, with the zone", () => {
    expect(formatMoment(at(RELEASE))).toBe("Mon 11 Jan, 08:00 MST");
  });

  it("scheduled before its time, live from it, down from its 'comes down'", () => {
    const entry = { goesLiveAt: RELEASE, comesDownAt: "2027-02-01T00:00:00-07:00" };
    expect(scheduleSummary(entry, at(RELEASE) - 60_000)).toBe(" · Scheduled: goes live Mon 11 Jan, 08:00 MST");
    expect(scheduleSummary(entry, at(RELEASE))).toBe(" · Live until Mon 1 Feb, 00:00 MST");
    expect(scheduleSummary(entry, at("2027-02-01T07:00:00Z"))).toBe(" · Down since Mon 1 Feb, 00:00 MST");
    expect(scheduleSummary({ goesLiveAt: RELEASE }, at(RELEASE))).toBe(" · Live");
  });

  it("an opening's closing date counts; an entry with no schedule says nothing", () => {
    expect(scheduleSummary({ closingDate: "2027-01-10" }, at(RELEASE))).toBe(" · Down since Mon 11 Jan, 00:00 MST");
    expect(scheduleSummary({ title: "Plain" }, at(RELEASE))).toBe("");
  });
});

describe("the state is never saved or checked", () => {
  const press = ITEM_COLLECTIONS.find((c) => c.name === "press")!;
  const file = `${JSON.stringify({ title: "T", date: "2027-01-11", summary: "S", goesLiveAt: RELEASE }, null, 2)}\n`;

  it("is added as the file is read, and gone when it is written back: the file is unchanged", () => {
    const read = withScheduleSummary("press", parseFile("json", file), at(RELEASE) - 60_000);
    expect(read[SCHEDULE_SUMMARY_FIELD]).toMatch(/^ · Scheduled/);
    expect(serialiseFile("json", withoutScheduleSummary(read), [])).toBe(file);
    expect(withScheduleSummary("timeline", { year: 2020 })).toEqual({ year: 2020 });
    // An untouched picker's "" is not written either.
    expect(withoutScheduleSummary({ title: "T", goesLiveAt: "", comesDownAt: "" })).toEqual({ title: "T" });
  });

  it("the content checks do not see it", () => {
    const read = withScheduleSummary("press", parseFile("json", file), 0);
    expect(validateItem(press, { en: withoutScheduleSummary(read), es: withoutScheduleSummary(read) })).toEqual([]);
  });
});
