import { isRateLimited, parseStoredTime } from "../../../src/forms/browserRateLimit";
import { settings } from "../../../src/config/settings";

const NOW = 1_760_000_000_000;

describe("the rate-limit window (requirements.md#validation, requirements.md#constants)", () => {
  for (const [form, cooldown] of [
    ["partnership", settings.forms.partnershipCooldownMs],
    ["contact", settings.forms.contactCooldownMs],
  ] as const) {
    describe(`${form}: ${cooldown} ms`, () => {
      const last = (elapsed: number) => String(NOW - elapsed);
      it("blocks right after a submission", () => expect(isRateLimited(last(0), NOW, cooldown)).toBe(true));
      it("still blocks 1 ms before the cooldown ends", () => expect(isRateLimited(last(cooldown - 1), NOW, cooldown)).toBe(true));
      it("allows again at exactly the cooldown", () => expect(isRateLimited(last(cooldown), NOW, cooldown)).toBe(false));
      it("allows 1 ms after the cooldown", () => expect(isRateLimited(last(cooldown + 1), NOW, cooldown)).toBe(false));
    });
  }

  it("uses the settings' cooldowns of 5 minutes and 1 minute", () => {
    expect(settings.forms.partnershipCooldownMs).toBe(300_000);
    expect(settings.forms.contactCooldownMs).toBe(60_000);
  });
});

describe("an unreadable stored time never locks anyone out", () => {
  const cases: [string, string | null | undefined][] = [
    ["nothing stored", null],
    ["undefined", undefined],
    ["an empty string", ""],
    ["whitespace", "   "],
    ["garbage", "banana"],
    ["a number with junk", "1760000000000abc"],
    ["NaN", "NaN"],
    ["Infinity", "Infinity"],
    ["a negative number", "-5"],
    ["a decimal", "1760000000000.5"],
    ["JSON", '{"t":1760000000000}'],
    ["a huge number", "9".repeat(40)],
    ["a time in the future", String(NOW + 1)],
    ["a time far in the future", String(NOW + 365 * 24 * 3600 * 1000)],
  ];
  for (const [name, raw] of cases) {
    it(`${name} → allowed`, () => expect(isRateLimited(raw, NOW, settings.forms.partnershipCooldownMs)).toBe(false));
  }

  it("a clock that reads NaN does not block either", () => {
    expect(isRateLimited(String(NOW), Number.NaN, settings.forms.partnershipCooldownMs)).toBe(false);
  });

  it("reads the stored format back: milliseconds since the epoch as a string", () => {
    expect(parseStoredTime(String(NOW))).toBe(NOW);
    expect(parseStoredTime(` ${NOW} `)).toBe(NOW);
    expect(parseStoredTime("abc")).toBeUndefined();
  });
});
