/** The customers API's answers (shapes in api/routes/customers.ts). Money in cents, instants ISO 8601 UTC. */
import type { Thing } from '#core/customers/things.ts';

export type { Thing };

export interface Address {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export interface Customer {
  id: number;
  name: string;
  email: string | null;
  /** Digits only. */
  phone: string | null;
  address: Address;
  things: Thing[];
  /** Private to the business. */
  notes: string | null;
  lastActivityAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CustomerSummary extends Customer {
  requests: number;
  appointments: number;
  spentCents: number;
  upcoming: number;
}

export type HistoryKind = 'request' | 'estimate' | 'appointment';

export interface HistoryItem {
  kind: HistoryKind;
  id: number;
  /** A request's or estimate's creation, an appointment's start. */
  date: string;
  status: string;
  amountCents: number | null;
  title: string;
}

export interface CustomerTotals {
  requests: number;
  estimates: number;
  appointments: number;
  completed: number;
  spentCents: number;
  upcoming: number;
  upcomingCents: number;
}

export interface CustomerDetail extends Customer {
  history: { requests: HistoryItem[]; estimates: HistoryItem[]; appointments: HistoryItem[] };
  totals: CustomerTotals;
}

export interface CustomerPage {
  data: CustomerSummary[];
  pagination: { total: number; limit: number; offset: number; hasMore: boolean };
}

/** What PUT /api/customers/:id takes; fields left out are kept. */
export interface CustomerUpdate {
  name?: string;
  email?: string | null;
  phone?: string | null;
  address?: Partial<Address>;
  things?: Thing[];
  notes?: string | null;
}
