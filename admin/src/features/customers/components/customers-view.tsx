import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type CustomerListState, listStateFrom, withListState } from '../lib/list.ts';
import { CustomerScreen } from './customer-detail.tsx';
import { CustomerList } from './customer-list.tsx';

/**
 * The "Customers" view of the Customers tab (issue 16 §4): the list, or one customer when the
 * address names it (?customer=ID, so the quote inbox can link to a request's customer).
 * `canEdit`: owners, managers and admins edit, merge, export and delete, as the API allows.
 */
export function CustomersView({ slug, canEdit }: { slug: string; canEdit: boolean }) {
  const [params, setParams] = useSearchParams();
  const state = listStateFrom(params);
  const change = useCallback(
    (next: Partial<CustomerListState>, replace = false) => setParams((p) => withListState(p, next), { replace }),
    [setParams],
  );
  if (state.customer !== null)
    return (
      <CustomerScreen
        slug={slug}
        id={state.customer}
        canEdit={canEdit}
        onOpen={(id) => change({ customer: id }, true)}
        onDeleted={() => change({ customer: null }, true)}
      />
    );
  return <CustomerList slug={slug} state={state} canEdit={canEdit} onChange={change} />;
}
