import { chromium } from "@playwright/test";
const [,, base, out, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
for (const w of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width: w, height: 800 } });
  page.on("console", (m) => { if (m.type() === "error" || m.type()==="warning") console.log(w, m.type(), m.text()); });
  page.on("pageerror", (e) => console.log(w, "pageerror", e.message));
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/${p.replace(/\//g, "_") || "root"}-${w}.png`, fullPage: true });
    console.log(w, p, "->", page.url());
  }
}
await browser.close();
