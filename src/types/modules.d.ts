// CSS modules are compiled by gatsby-plugin-sass into named exports.
declare module "*.module.scss" {
  const classes: { readonly [className: string]: string };
  export = classes;
}

declare module "*.jpg" {
  const src: string;
  export default src;
}

/** Set by src/node/webpack.ts: true only in the benchmark's build without transition hydration. */
declare const __PLAIN_HYDRATION__: boolean;
