import { createHash } from "crypto";
import { CACHE_RULES, connectSources, contentSecurityPolicy, headersFile, inlineScriptHashes, nginxConf } from "../../src/lib/securityHeaders";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of every inline script the browser runs, including modules", () => {
    const html = `<script>a()</script><script type="module">b()</script><script id="x">/*<![CDATA[*/c=1;/*]]>*/</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()"), sha("/*<![CDATA[*/c=1;/*]]>*/")]);
  });

  it("skips scripts with a src and data blocks such as JSON-LD", () => {
    const html = `<script src="/app.js"></script><script type="application/ld+json">{"@type":"Organization"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  const csp = contentSecurityPolicy([sha("b"), sha("a"), sha("a")], ["'self'"]);

  it("allows inline scripts only by hash, each once, and forbids framing", () => {
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+';/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("lets the forms reach a configured endpoint's origin and nothing else", () => {
    expect(connectSources(undefined)).toEqual(["'self'"]);
    expect(connectSources("https://forms.example.com/api/inquiry?x=1")).toEqual(["'self'", "https://forms.example.com"]);
    expect(() => connectSources("not a url")).toThrow(/GATSBY_FORM_ENDPOINT/);
  });
});

describe("the headers files", () => {
  const csp = "default-src 'self'";

  it("_headers sets the security headers on every path and one cache rule per pattern", () => {
    const file = headersFile(csp);
    expect(file).toMatch(/^\/\*\n(  .+\n)+/m);
    for (const name of ["Strict-Transport-Security", "X-Content-Type-Options: nosniff", "Referrer-Policy", "Permissions-Policy", `Content-Security-Policy: ${csp}`])
      expect(file).toContain(name);
    const patterns = CACHE_RULES.map(([p]) => p);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(file.match(/Cache-Control/g)).toHaveLength(CACHE_RULES.length);
  });

  it("revalidates the careers openings files, whose names carry no content hash", () => {
    expect(headersFile(csp)).toContain("/data/*\n  Cache-Control: public, max-age=0, must-revalidate");
    expect(nginxConf(csp)).toMatch(/location \/data\/ \{[^}]*Cache-Control "public, max-age=0, must-revalidate"/);
  });

  it("the nginx example repeats the security headers in every location, since add_header does not inherit", () => {
    const conf = nginxConf(csp);
    const locations = conf.split("location ").slice(1);
    expect(locations.length).toBeGreaterThanOrEqual(4);
    for (const block of locations) {
      expect(block).toContain(`add_header Content-Security-Policy "${csp}" always;`);
      expect(block).toContain("add_header Strict-Transport-Security");
      expect(block).toContain("add_header Cache-Control");
    }
    expect(conf).toContain("error_page 404 /es/404/index.html;");
  });
});
