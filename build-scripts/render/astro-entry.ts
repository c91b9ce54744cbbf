// Server entry of the Astro build (see astro-adapter.ts): hands the renderer a ready App.
import { createApp } from 'astro/app/entrypoint';

export const app = createApp({ streaming: false });
