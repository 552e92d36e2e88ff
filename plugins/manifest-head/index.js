// noop: Gatsby reads gatsby-node.js and gatsby-ssr.js.
