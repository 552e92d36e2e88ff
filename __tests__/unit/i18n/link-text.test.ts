import fs from "fs";
import path from "path";
import { splitLinkText } from "../../../src/lib/linkText";
import { LANGUAGES } from "../../../src/i18n/languages";

const locale = (lang: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../../content/locales", lang, `${ns}.json`), "utf8"));

describe("splitLinkText", () => {
  it("keeps the visible label and hides the words after it", () => {
    expect(splitLinkText("Learn more", "Learn more about Shops")).toEqual({ visible: "Learn more", hidden: " about Shops" });
  });

  it.each([
    ["a full text that does not begin with the label", "Learn more", "More about Shops"],
    ["a full text that adds nothing", "Learn more", "Learn more"],
    ["an empty label", "", "About Shops"],
  ])("refuses %s", (_, visible, full) => {
    expect(() => splitLinkText(visible, full)).toThrow(/must start with its visible label/);
  });
});

describe("the divisions' 'Learn more' links (requirements.md#pages) say which division, in both languages", () => {
  it.each([...LANGUAGES])("%s: learnMoreLabel begins with learnMore and names the division", (lang) => {
    const t = locale(lang, "divisions");
    const full = (t.learnMoreLabel as string).replace("{{division}}", "X");
    expect(splitLinkText(t.learnMore, full).hidden).toMatch(/ \S.* X$/);
  });
});
