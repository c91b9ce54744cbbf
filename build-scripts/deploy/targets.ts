import { dataPaths, type AppConfig } from '#db/config.ts';
import { FsDeployTarget } from './fs-target.ts';
import { S3DeployTarget, s3Client } from './s3-target.ts';
import type { DeployTarget } from './target.ts';

/** The deploy target the configuration names (DEPLOY_TARGET): the data folder, or the data folder and a bucket (decision 038). */
export function deployTargetFor(config: Pick<AppConfig, 'dataDir' | 's3'>): DeployTarget {
  const paths = dataPaths(config);
  const disk = new FsDeployTarget(paths.releases, paths.live);
  return config.s3 ? new S3DeployTarget(disk, s3Client(config.s3), config.s3.bucket, config.s3.prefix) : disk;
}
