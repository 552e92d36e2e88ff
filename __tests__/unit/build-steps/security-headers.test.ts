import { createHash } from "crypto";
import {
  ADMIN_DOCUMENT_PATHS,
  adminContentSecurityPolicy,
  CACHE_RULES,
  CALENDAR_TYPE,
  connectSources,
  CONTENT_TYPES,
  contentSecurityPolicy,
  DOCUMENT_PATHS,
  ICON_FILES,
  IMMUTABLE,
  inlineScriptHashes,
  REVALIDATE,
  SEARCH_FILES,
  SEARCH_PATHS,
  searchContentSecurityPolicy,
} from "../../../src/node/hosts/policy";
import { headersFile } from "../../../src/node/hosts/netlifyHeaders";
import { nginxConf } from "../../../src/node/hosts/nginxConf";
import { calendarPath, eventCalendarPath } from "../../../src/i18n/routes";
import { settings } from "../../../src/config/settings";
import { TURNSTILE_ORIGIN, turnstileSiteKey } from "../../../src/forms/turnstile";

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
    // The site's own receiver is on the page's origin: nothing to add.
    expect(connectSources(settings.forms.receiverPath)).toEqual(["'self'"]);
  });

  it("gains Turnstile's origin, as a script and a frame, only in a build whose forms render its widget", () => {
    expect(csp).not.toContain(TURNSTILE_ORIGIN);
    expect(csp).not.toContain("frame-src");
    const withWidget = contentSecurityPolicy([sha("a")], ["'self'"], [TURNSTILE_ORIGIN]);
    expect(withWidget).toMatch(new RegExp(`script-src 'self' 'sha256-[^']+' ${TURNSTILE_ORIGIN};`));
    expect(withWidget).toContain(`frame-src ${TURNSTILE_ORIGIN};`);
    expect(withWidget).toContain("connect-src 'self';");
    // A site key alone, with the simulated send, renders nothing: nothing to allow.
    expect(turnstileSiteKey("key", undefined)).toBeUndefined();
    expect(turnstileSiteKey(" key ", settings.forms.receiverPath)).toBe("key");
    expect(turnstileSiteKey("", settings.forms.receiverPath)).toBeUndefined();
  });
});

describe("the headers files", () => {
  const csp = "default-src 'self'";
  /** The header lines of one `_headers` rule, by its exact pattern line. */
  const rule = (file: string, pattern: string) => {
    const block = file.split("\n\n").find((b) => b.split("\n").some((line) => line === pattern));
    if (!block) throw new Error(`no rule for ${pattern}`);
    return block
      .split("\n")
      .filter((line) => line.startsWith("  "))
      .join("\n");
  };

  it("_headers sends nosniff everywhere and one cache rule per pattern, the search index's replacing the scripts' year", () => {
    const file = headersFile(csp);
    expect(rule(file, "/*")).toBe("  X-Content-Type-Options: nosniff");
    const patterns = CACHE_RULES.map(([p]) => p);
    expect(new Set(patterns).size).toBe(patterns.length);
    // The one replacement: Cloudflare Pages detaches, Netlify takes the later rule.
    expect(rule(file, SEARCH_FILES)).toBe(`  ! Cache-Control\n  Cache-Control: ${REVALIDATE}`);
    expect(file.indexOf(`\n${SEARCH_FILES}\n`)).toBeGreaterThan(file.indexOf("\n/*.js\n"));
    expect(file.match(/Cache-Control/g)).toHaveLength(CACHE_RULES.length + 2);
  });

  it("lets the search pages alone compile WebAssembly, replacing the pages' policy after it, on every host", () => {
    const file = headersFile(csp);
    const search = searchContentSecurityPolicy(csp);
    const real = contentSecurityPolicy(["'sha256-abc'"], ["'self'"]);
    expect(searchContentSecurityPolicy(real)).toBe(
      real.replace("script-src 'self' 'sha256-abc'", "script-src 'self' 'sha256-abc' 'wasm-unsafe-eval'"),
    );
    expect(search).toBe(`${csp}; script-src 'self' 'wasm-unsafe-eval'`);
    // By its address and by its file's name, which Netlify's local engine matches the rules against.
    const names = SEARCH_PATHS.flatMap((page) => [page, `${page}.html`]);
    for (const name of names) {
      expect(rule(file, name)).toBe(`  ! Content-Security-Policy\n  Content-Security-Policy: ${search}`);
      expect(file.indexOf(`\n${name}\n`)).toBeGreaterThan(file.lastIndexOf("/es/*"));
    }
    expect(file.match(/wasm-unsafe-eval/g)).toHaveLength(names.length);
    const conf = nginxConf({ csp });
    for (const page of SEARCH_PATHS)
      expect(conf).toMatch(
        new RegExp(`location = ${page} \\{[^}]*Content-Security-Policy "${search.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`),
      );
    expect(conf.match(/wasm-unsafe-eval/g)).toHaveLength(SEARCH_PATHS.length);
    expect(conf).toMatch(/location \^~ \/pagefind\/ \{[^}]*Cache-Control "public, max-age=0, must-revalidate"/);
  });

  it("_headers sends the CSP and the other document headers with HTML only, not with bundles or data", () => {
    const file = headersFile(csp);
    expect(DOCUMENT_PATHS).toEqual(["/", "/en", "/en/*", "/es", "/es/*", "/404.html"]);
    for (const pattern of DOCUMENT_PATHS) {
      const headers = rule(file, pattern);
      for (const name of [
        "Strict-Transport-Security",
        "X-Frame-Options: DENY",
        "Referrer-Policy",
        "Permissions-Policy",
        `Content-Security-Policy: ${csp}`,
      ])
        expect(headers).toContain(name);
    }
    for (const pattern of ["/*.js", "/*.css", "/static/*", "/page-data/*", "/data/*"]) {
      expect(rule(file, pattern)).toMatch(/^ {2}Cache-Control: [^\n]+$/);
    }
    expect(file.match(new RegExp(`Content-Security-Policy: ${csp}$`, "gm"))).toHaveLength(DOCUMENT_PATHS.length);
  });

  it("_headers gives the content manager's page its own policy, an opener policy its sign-in window can use, and noindex", () => {
    const file = headersFile(csp, "admin-policy");
    expect(ADMIN_DOCUMENT_PATHS).toEqual(["/admin", "/admin/", "/admin/index.html"]);
    for (const pattern of ADMIN_DOCUMENT_PATHS) {
      const headers = rule(file, pattern);
      expect(headers).toContain("Content-Security-Policy: admin-policy");
      expect(headers).toContain("Cross-Origin-Opener-Policy: same-origin-allow-popups");
      expect(headers).toContain("X-Robots-Tag: noindex, nofollow");
      expect(headers).not.toContain(csp);
    }
    expect(rule(file, "/admin/*")).toBe("  X-Robots-Tag: noindex, nofollow");
    expect(rule(file, "/admin/config.yml")).toBe("  Cache-Control: public, max-age=0, must-revalidate");
  });

  it("the content manager's policy allows Decap, GitHub and the sign-in service, and nothing inline", () => {
    const policy = adminContentSecurityPolicy("https://api.netlify.com/auth");
    expect(policy).toMatch(/script-src 'self' 'unsafe-eval';/);
    expect(policy).not.toMatch(/'unsafe-inline'[^;]*;.*script|script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("connect-src 'self' https://api.github.com https://api.netlify.com;");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy([], ["'self'"])).not.toContain("unsafe-eval");
  });

  it("revalidates the careers openings files, whose names carry no content hash", () => {
    expect(headersFile(csp)).toContain("/data/*\n  Cache-Control: public, max-age=0, must-revalidate");
    expect(nginxConf({ csp })).toMatch(/location \/data\/ \{[^}]*Cache-Control "public, max-age=0, must-revalidate"/);
  });

  it("the nginx example repeats nosniff in every location and the document headers in the HTML ones, since add_header does not inherit", () => {
    const conf = nginxConf({ csp });
    const locations = conf.split("location ").slice(1);
    // Bundles, static, og, page-data, data, icons, each icon file, each feed, each calendar feed and
    // its events' files, /es/, a gone address's page (@gone), the root's page and its file's name, / and the admin's two.
    // and the search pages with the search index.
    expect(locations).toHaveLength(6 + ICON_FILES.length + 2 + 4 + 1 + 1 + 2 + 1 + 2 + SEARCH_PATHS.length + 1);
    for (const block of locations) {
      expect(block).toContain('add_header X-Content-Type-Options "nosniff" always;');
      expect(block).toContain("add_header Cache-Control");
      const isAdmin = /^=? ?\/admin/.test(block);
      const isSearch = SEARCH_PATHS.some((page) => block.startsWith(`= ${page} {`));
      const isDocument = block.includes("try_files") && !isAdmin;
      const policy = isSearch ? searchContentSecurityPolicy(csp) : csp;
      expect(block.includes(`add_header Content-Security-Policy "${policy}" always;`)).toBe(isDocument);
      expect(block.includes(`add_header Content-Security-Policy "${adminContentSecurityPolicy()}" always;`)).toBe(isAdmin);
      expect(block.includes("add_header Strict-Transport-Security")).toBe(isDocument || isAdmin);
    }
    expect(conf).toContain("error_page 404 /es/404.html;");
  });

  it("the nginx server serves each page file <path>.html at the page's address, and forwards the slash and .html forms there", () => {
    const conf = nginxConf({ csp });
    for (const home of ["/", "/es/"]) {
      const block = conf.split(`location ${home} {`)[1]?.split("\n  }")[0] ?? "";
      expect(block).toContain("try_files $uri $uri.html =404;");
      expect(block).toContain("rewrite ^(/.+)/$ $1 permanent;");
      expect(block).toMatch(/if \(\$request_uri ~ "[^"]+\\.html[^"]*"\) \{ return 301 \$1\$2; \}/);
    }
    expect(conf).toMatch(/location = \/ \{[^}]*try_files \/index\.html =404;/);
    expect(conf).toMatch(/location = \/index\.html \{[^}]*return 301 \/\$is_args\$args;/);
  });

  it("the nginx server loads on nginx 1.22 (Debian 12): HTTP/2 on the listen line, not the 1.25.1+ `http2` directive", () => {
    const conf = nginxConf({ csp });
    expect(conf.match(/^\s*listen\s[^;]*;/gm)).toEqual(["  listen 443 ssl http2;"]);
    expect(conf).not.toMatch(/^\s*http2\s/m);
  });

  it("the nginx server sends any 404 to the error page, whose location gives it the document headers", () => {
    const conf = nginxConf({ csp });
    const serverLevel = conf.slice(0, conf.indexOf("location "));
    expect(serverLevel).toContain("error_page 404 /404.html;");
  });

  it("caches the social cards for good, since each is named after its bytes, and revalidates the icons and manifest, whose names are fixed", () => {
    const file = headersFile(csp);
    const conf = nginxConf({ csp });
    expect(file).toContain(`/og/*\n  Cache-Control: ${IMMUTABLE}`);
    expect(conf).toMatch(new RegExp(`location /og/ \\{[^}]*Cache-Control "${IMMUTABLE}"`));
    for (const path of ["/icons/*", "/favicon.svg", "/favicon-32x32.png", "/manifest.webmanifest"]) {
      expect(file).toContain(`${path}\n  Cache-Control: ${REVALIDATE}`);
    }
    for (const match of [
      "/icons/",
      "= /favicon.svg",
      "= /favicon-32x32.png",
      "= /manifest.webmanifest",
      "= /en/rss.xml",
      "= /es/rss.xml",
    ]) {
      const block = conf.split(`location ${match} {`)[1]?.split("}")[0] ?? "";
      expect({ match, cache: block.includes(`Cache-Control "${REVALIDATE}"`), nosniff: block.includes("nosniff") }).toEqual({
        match,
        cache: true,
        nosniff: true,
      });
    }
  });

  it("labels the web app manifest, each language's feed and its calendar files with their media types, for every host", () => {
    expect(CONTENT_TYPES).toEqual([
      ["/manifest.webmanifest", "application/manifest+json"],
      ["/en/rss.xml", "application/rss+xml; charset=utf-8"],
      ["/es/rss.xml", "application/rss+xml; charset=utf-8"],
      ["/en/events.ics", "text/calendar; charset=utf-8"],
      ["/en/events/*.ics", "text/calendar; charset=utf-8"],
      ["/es/eventos.ics", "text/calendar; charset=utf-8"],
      ["/es/eventos/*.ics", "text/calendar; charset=utf-8"],
    ]);
    const file = headersFile(csp);
    for (const [path, type] of CONTENT_TYPES) expect(file).toContain(`\n${path}\n  Content-Type: ${type}\n`);
    // A type rule sets nothing else, so no host joins two Cache-Control values (the search index's replaces, detaching first).
    expect(file.match(/Cache-Control/g)).toHaveLength(CACHE_RULES.length + 2);
    const conf = nginxConf({ csp });
    expect(conf).toMatch(/location = \/manifest\.webmanifest \{[^}]*types \{ \}\s+default_type application\/manifest\+json;/);
    expect(conf).toMatch(/location = \/es\/rss\.xml \{[^}]*types \{ \}\s+default_type application\/rss\+xml;/);
  });

  it("serves the calendar files (src/node/postBuild/eventCalendars.ts) as iCalendar in UTF-8, revalidated, on Netlify, Cloudflare Pages and nginx", () => {
    const calendarFiles = [calendarPath("en"), eventCalendarPath("en", "*"), calendarPath("es"), eventCalendarPath("es", "*")];
    const file = headersFile(csp);
    // _headers: one type rule per path, matching nothing but .ics files, and no type rule matches a page of the events folder.
    for (const pattern of calendarFiles) expect(rule(file, pattern)).toBe(`  Content-Type: ${CALENDAR_TYPE}`);
    const matches = (pattern: string, sitePath: string) =>
      new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`).test(sitePath);
    const typesOf = (sitePath: string) => CONTENT_TYPES.filter(([pattern]) => matches(pattern, sitePath)).map(([, type]) => type);
    expect(typesOf("/en/events/collectors-expo.ics")).toEqual([CALENDAR_TYPE]);
    expect(typesOf("/es/eventos.ics")).toEqual([CALENDAR_TYPE]);
    expect(typesOf("/en/events/collectors-expo")).toEqual([]);
    expect(typesOf("/en/events")).toEqual([]);
    // Their cache rule is their language's document rule, which revalidates: never the year-long one.
    const cachedBy = (sitePath: string) => CACHE_RULES.filter(([pattern]) => matches(pattern, sitePath)).map(([, cache]) => cache);
    expect(cachedBy("/en/events/collectors-expo.ics")).toEqual([REVALIDATE]);
    expect(cachedBy("/es/eventos.ics")).toEqual([REVALIDATE]);
    // nginx: the feeds by exact path, the events' files by one pattern per language (the file must not
    // change when the events do), with charset utf-8, which nginx adds to RSS but not to iCalendar by default.
    const conf = nginxConf({ csp });
    for (const match of ["= /en/events.ics", '~ "^/en/events/[^/]+\\.ics$"', "= /es/eventos.ics", '~ "^/es/eventos/[^/]+\\.ics$"']) {
      // The block up to its own closing brace (`types { }` inside it has one too).
      const block = conf.split(`location ${match} {`)[1]?.split("\n  }")[0] ?? "";
      expect({ match, block }).toEqual({
        match,
        block: expect.stringContaining("default_type text/calendar;\n    charset_types text/calendar;"),
      });
      expect(block).toContain(`Cache-Control "${REVALIDATE}"`);
      expect(block).toContain("nosniff");
    }
    // A missing event's file gets its language's error page.
    const errorPageOf = (match: string) => /error_page 404 (\S+);/.exec(conf.split(`location ${match} {`)[1]?.split("\n  }")[0] ?? "")?.[1];
    expect(errorPageOf('~ "^/en/events/[^/]+\\.ics$"')).toBe("/404.html");
    expect(errorPageOf('~ "^/es/eventos/[^/]+\\.ics$"')).toBe("/es/404.html");
    expect(conf).toMatch(/gzip_types [^;]*text\/calendar[^;]*;/);
  });
});

describe("nginx and the form receiver", () => {
  const csp = contentSecurityPolicy([], ["'self'"]);
  const receiver = {
    path: settings.forms.receiverPath,
    upstream: "http://127.0.0.1:8787",
    maxBodyBytes: settings.forms.receiverMaxBodyBytes,
  };

  it("without the receiver (the default build) there is no location for its path", () => {
    expect(nginxConf({ csp })).not.toContain(settings.forms.receiverPath);
  });

  it("with it, the path goes to the Node process with the visitor's address, and nginx lets through a body the receiver refuses itself", () => {
    const conf = nginxConf({ csp, receiver });
    const block = conf.slice(conf.indexOf(`location = ${receiver.path} {`));
    expect(block).toMatch(/^location = \S+ \{[^}]*proxy_pass http:\/\/127\.0\.0\.1:8787;/);
    expect(block).toMatch(/^[^}]*proxy_set_header X-Real-IP \$remote_addr;/);
    const limit = Number(/client_max_body_size (\d+)k;/.exec(block)?.[1]) * 1024;
    expect(limit).toBeGreaterThan(receiver.maxBodyBytes);
  });
});

describe("nginx and the content manager's sign-in", () => {
  const csp = contentSecurityPolicy([], ["'self'"]);
  const signIn = { path: settings.cms.signInPath, upstream: "http://127.0.0.1:8787" };

  it("without it (a sign-in service elsewhere) there is no location for its path", () => {
    expect(nginxConf({ csp })).not.toContain(settings.cms.signInPath);
  });

  it("with it, the path and its callback go to the Node process, which sets the pages' own headers", () => {
    const conf = nginxConf({ csp, signIn });
    for (const match of [`= ${signIn.path}`, `^~ ${signIn.path}/`]) {
      const block = conf.slice(conf.indexOf(`location ${match} {`));
      expect(block).toMatch(
        /^location \S+ \S+ \{\s+proxy_pass http:\/\/127\.0\.0\.1:8787;\s+proxy_set_header Host \$host;\s+proxy_set_header X-Forwarded-Proto \$scheme;\s+\}/,
      );
    }
  });
});
