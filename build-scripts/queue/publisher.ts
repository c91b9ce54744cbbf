import type { Db } from '#db/client.ts';
import { enqueuePublish } from './publish-queue.ts';

/** What routes call after changing a tenant's data: queue a publish and wake the workers. */
export interface Publisher {
  enqueue(tenantId: number, reason: string): Promise<{ jobId: number; coalesced: boolean }>;
}

export function createPublisher(db: Db, wake: () => void): Publisher {
  return {
    async enqueue(tenantId, reason) {
      const result = await enqueuePublish(db, tenantId, reason);
      wake();
      return result;
    },
  };
}
