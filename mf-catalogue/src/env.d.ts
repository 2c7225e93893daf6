/** Replaced at build time by the DefinePlugin of scripts/rspack/create-remote-config.ts (storefront §1 sales mode). */
declare namespace NodeJS {
  interface ProcessEnv {
    TRAMA_SALES_MODE?: string;
  }
}
