import { describe, expect, it } from 'vitest';
import { TENANT_STATUSES } from '#core/site/tenant-status.ts';
import { notLiveView } from './site-status.ts';

describe('notLiveView', () => {
  it('says a pending business is not live yet because it waits for approval', () => {
    expect(notLiveView('pending')).toMatchObject({ label: 'Not live yet', busy: false });
    expect(notLiveView('pending')?.detail).toMatch(/^Waiting for approval\. /);
  });

  it('leaves an approved business to its publish state', () => {
    expect(notLiveView('approved')).toBeNull();
  });

  it('gives every other status a reason, and treats an unknown one as waiting for approval', () => {
    for (const status of TENANT_STATUSES.filter((s) => s !== 'approved')) {
      const view = notLiveView(status);
      expect(view?.label, status).toMatch(/^Not live/);
      expect(view?.detail, status).toContain('This site isn’t live yet');
    }
    expect(notLiveView('rejected')?.detail).toMatch(/not approved/);
    expect(notLiveView('suspended')?.detail).toMatch(/suspended/);
    expect(notLiveView('on_hold')).toEqual(notLiveView('pending'));
  });

  it('says nothing while the status is unknown (the record is still loading)', () => {
    expect(notLiveView(undefined)).toBeNull();
  });
});
