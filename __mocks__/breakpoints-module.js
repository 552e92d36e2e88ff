// src/styles/breakpoints.module.scss for unit tests: compiled by Sass, and its :export block read
// the way webpack's css-loader reads it for the site, so tests see the tokens' real values.
const path = require("path");
const { compile } = require("sass");

const css = compile(path.resolve(__dirname, "..", "src", "styles", "breakpoints.module.scss")).css;
const block = /:export\s*\{([^}]*)\}/.exec(css);
if (!block) throw new Error("src/styles/breakpoints.module.scss has no :export block");
module.exports = Object.fromEntries(
  block[1]
    .split(";")
    .map((declaration) => declaration.split(":").map((part) => part.trim()))
    .filter(([name]) => name),
);
