// The build's output is plain static files with their own _headers (src/node/postBuild/hostHeaders.ts), for any
// host. Without an adapter named here, Gatsby 5 installs gatsby-adapter-netlify by itself when it
// sees NETLIFY in the environment (an npm install in the middle of the build), and that adapter
// writes Gatsby's own Referrer-Policy, X-Frame-Options and cache rules into the same _headers, which
// Netlify would join with ours. Naming an adapter turns that detection off.
import type { IAdapter } from "gatsby";

export const staticFilesAdapter: IAdapter = {
  name: "static-files",
  // Nothing to adapt: postBuild has written every file the hosts read.
  adapt: () => undefined,
};
