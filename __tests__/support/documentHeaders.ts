// The headers of src/node/headers/policy.ts that every HTML response carries, whoever serves it.
import { expect } from "@playwright/test";

/** What every HTML response carries, whatever its status. */
export function expectDocumentHeaders(headers: Record<string, string>) {
  expect(headers["content-type"]).toMatch(/^text\/html/);
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).not.toContain("unsafe-eval");
  expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
}
