/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    page?: import('../core/site/types.ts').PageData;
  }
}
