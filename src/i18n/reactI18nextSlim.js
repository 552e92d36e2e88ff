// The two pieces of react-i18next this site runs: gatsby-plugin-react-i18next wraps each page in
// I18nextProvider, and components call useTranslation. The plugin require()s the package's index,
// which webpack cannot tree-shake, so every page would carry Trans and its HTML parser (about
// 4 KB gzip) unused. src/node/webpack.ts points webpack's "react-i18next" here; jest and
// TypeScript still see the real package, whose types describe these same exports.
export { I18nextProvider } from "react-i18next-dist/I18nextProvider.js";
export { useTranslation } from "react-i18next-dist/useTranslation.js";
