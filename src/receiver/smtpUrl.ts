// Whether an SMTP_URL keeps the password encrypted (docs/forms.md), checked before anything is sent:
// the Node process will not start with an unsafe one, and the functions treat it as not configured.
// Apart from smtp.ts, so that the Cloudflare Function, which has no SMTP, bundles no nodemailer.

/** The variable that lets smtp:// authenticate without TLS, to a relay on the same machine only. */
export const LOCAL_RELAY_OPT_OUT = "SMTP_LOCAL_RELAY_WITHOUT_TLS" as const;

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$/i;
const on = (value: string | null | undefined) => ["1", "true", "yes", "on"].includes((value ?? "").trim().toLowerCase());

/**
 * Why this SMTP_URL must not be used, or undefined when it is safe: a password may only travel
 * encrypted, so plain smtp:// with credentials needs requireTLS=true (STARTTLS, or no login at all);
 * and ports 587 and 25, where servers offer STARTTLS, always need it. The one exception is a relay
 * on the same machine, with the opt-out variable set: nothing then crosses a network.
 */
export function smtpUrlProblem(url: string, env: { [LOCAL_RELAY_OPT_OUT]?: string } = {}): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "SMTP_URL is not a URL: write smtps://user:password@smtp.example.com:465 or smtp://user:password@smtp.example.com:587?requireTLS=true";
  }
  if (parsed.protocol === "smtps:") return undefined;
  if (parsed.protocol !== "smtp:") return `SMTP_URL should start with smtps:// or smtp://, not ${parsed.protocol}//`;
  if (on(parsed.searchParams.get("requireTLS")) && !on(parsed.searchParams.get("ignoreTLS"))) return undefined;
  const credentials = parsed.username !== "" || parsed.password !== "";
  const port = parsed.port === "" ? "587" : parsed.port;
  if (!credentials && !["25", "587"].includes(port)) return undefined;
  if (on(env[LOCAL_RELAY_OPT_OUT]) && LOOPBACK_HOST.test(parsed.hostname)) return undefined;
  const host = parsed.host || "smtp.example.com";
  return [
    `SMTP_URL would ${credentials ? "send the password" : "send the mail"} without TLS to ${parsed.hostname || "the server"}: a server or path that offers no STARTTLS would receive it in clear.`,
    `Set SMTP_URL=smtps://…@${parsed.hostname || "smtp.example.com"}:465, or add ?requireTLS=true (smtp://…@${host}?requireTLS=true).`,
    `Only for a relay on this same machine (localhost), ${LOCAL_RELAY_OPT_OUT}=1 allows it (docs/forms.md).`,
  ].join(" ");
}
