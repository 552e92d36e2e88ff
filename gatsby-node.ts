// Index only: each build step lives in a typed module under src/node.
export { onPreBootstrap } from "./src/node/checkContent";
export { createSchemaCustomization } from "./src/node/schema";
export { createResolvers } from "./src/node/resolvers";
export { createPages } from "./src/node/createPages";
export { onPostBuild } from "./src/node/postBuild";
export { onCreateWebpackConfig } from "./src/node/webpack";
export { onCreateDevServer } from "./src/node/adminDevServer";
