import { chromium } from "@playwright/test";
const [,, url, sel, out, w] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: Number(w||1280), height: 800 }, deviceScaleFactor: 2 });
await page.goto(url);
await page.locator(sel).first().screenshot({ path: out });
await browser.close();
