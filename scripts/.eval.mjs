import { chromium } from "@playwright/test";
const [,, url, expr, w] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: Number(w||1280), height: 800 } });
await page.goto(url);
console.log(JSON.stringify(await page.evaluate(expr), null, 1));
await browser.close();
