// One line of a server's log: the receiver's and the content manager's sign-in, which runs in the
// receiver's process on nginx and in a function of its own on Cloudflare Pages, write the same kind.
export type Log = (event: string, details?: Record<string, string | number>) => void;
