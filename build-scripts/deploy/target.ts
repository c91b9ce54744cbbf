import type { SiteFile } from '../render/renderer.ts';

export interface DeployResult {
  releaseId: string;
  /** Files whose bytes changed and were written. */
  written: number;
  /** Files identical to the previous release, carried over without rewriting. */
  unchanged: number;
  bytes: number;
  /** When the oldest release still kept was created: nothing older can be rolled back to. */
  oldestKeptAt: Date;
}

export interface ReleaseInfo {
  id: string;
  createdAt: Date;
  live: boolean;
}

/**
 * Where a rendered site goes. The filesystem target is the default and is what the embedded
 * server serves; the S3 target (decision 038) writes a release there and to a bucket a CDN serves.
 */
export interface DeployTarget {
  deploy(siteKey: string, files: SiteFile[]): Promise<DeployResult>;
  rollback(siteKey: string, releaseId: string): Promise<void>;
  releases(siteKey: string): Promise<ReleaseInfo[]>;
}
