import { describe, expect, it } from 'vitest';
import { quoteStatusView, servicesSummary } from './quote-requests.ts';

describe('how a quote request reads in lists', () => {
  it('labels quote statuses, unknown ones readably', () => {
    expect(quoteStatusView('pending').label).toBe('Pending');
    expect(quoteStatusView('in_progress').label).toBe('In progress');
    expect(quoteStatusView('on_hold').label).toBe('On hold');
  });

  it('summarises the services', () => {
    expect(servicesSummary(['Full Detail', 'Ceramic Coating', 'Wax', 'Tires'])).toBe('Full Detail, Ceramic Coating +2');
    expect(servicesSummary(['Wax'])).toBe('Wax');
    expect(servicesSummary([' '])).toBe('No services listed');
    expect(servicesSummary(null)).toBe('No services listed');
  });
});
