// CSS modules are compiled by gatsby-plugin-sass into named exports.
declare module "*.module.scss" {
  const classes: { readonly [className: string]: string };
  export = classes;
}

declare module "*.jpg" {
  const src: string;
  export default src;
}
