import "i18next";

// Missing keys are caught by the content checks, so `t` never returns null (see gatsby-config's returnNull).
declare module "i18next" {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
