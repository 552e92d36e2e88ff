// noop: Gatsby reads gatsby-node.js and gatsby-worker.js.
