import { formatAs, formatDate, formatMoney, formatNumber } from "../../../src/i18n/format";

describe("formatting per language (requirements.md#content-items)", () => {
  it("writes calendar dates out in each language, whatever the machine's time zone", () => {
    expect(formatDate("2025-09-01", "en")).toBe("September 1, 2025");
    expect(formatDate("2025-09-01", "es")).toBe("1 de septiembre de 2025");
    expect(() => formatDate("2025-13-45", "en")).toThrow(/Not a date/);
  });

  it("groups numbers and writes whole US dollars in each language", () => {
    expect(formatNumber(5000, "en")).toBe("5,000");
    expect(formatMoney(100000, "en")).toBe("$100,000");
    expect(formatMoney(25000, "es")).toMatch(/^USD\s25,000$/);
  });

  it("formatAs is what the build's label fields use, and refuses a value of the wrong kind", () => {
    expect(formatAs("date", "2024-09-25T00:00:00.000Z", "en")).toBe("September 25, 2024");
    expect(formatAs("number", 1024, "es")).toBe(formatNumber(1024, "es"));
    expect(formatAs("money", 25000, "en")).toBe("$25,000");
    expect(() => formatAs("number", "1024", "en")).toThrow(/Cannot format "1024" as number/);
    expect(() => formatAs("date", undefined, "en")).toThrow(/as date/);
  });
});
