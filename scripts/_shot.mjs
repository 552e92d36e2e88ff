import { chromium } from "playwright";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const p = await b.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 });
for (const u of process.argv.slice(2)) {
  await p.goto("http://127.0.0.1:9123" + u);
  await p.waitForTimeout(800);
  await p.screenshot({ path: "/tmp/shot" + u.replaceAll("/", "_") + ".png" });
  const rects = await p.evaluate(() => [...document.querySelectorAll("main *")].filter(e => e.children.length === 0 || e.tagName==='P').map(e => { const r = e.getBoundingClientRect(); return [e.tagName, e.className.toString().slice(0,40), Math.round(r.width*Math.min(r.height, 823-r.top)), Math.round(r.top)]; }).filter(x => x[3] < 823).sort((a,b)=>b[2]-a[2]).slice(0,6));
  console.log(u, JSON.stringify(rects));
}
await b.close();
