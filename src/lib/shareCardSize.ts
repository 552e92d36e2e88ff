// The social card's size, shared by the build step that draws it (src/node/createPages/shareCardImage.ts) and the
// head that announces it (src/components/Seo.tsx), which must not import the drawing code.
// 1200×630 is the 1.91:1 size Open Graph and X recommend for large previews.
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
