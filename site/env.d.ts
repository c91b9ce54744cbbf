/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    page?: import('#core/site/types.ts').PageData;
    /** Set by the publish pipeline while it renders one site's pages (RenderOnce, OnDemand). */
    siteParts?: import('#core/site/parts.ts').SiteParts;
  }
}
