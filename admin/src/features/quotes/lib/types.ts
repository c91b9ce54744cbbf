/**
 * The answers the inbox reads, as api/routes/quotes.ts and api/routes/estimates.ts describe them
 * (money in integer cents, durations in minutes, instants ISO 8601).
 */
import type { EstimateItem, EstimateStatus } from '#core/estimates/estimates.ts';
import type { QuoteStatus } from '#core/quotes/status.ts';

export interface AreaRef {
  id: number;
  city: string;
  state: string;
}

export type ServedArea =
  { served: true; area: AreaRef } | { served: false; nearest: { area: AreaRef; distance_miles: number } | null } | null;

export interface Quote {
  id: number;
  name: string;
  email: string;
  phone: string;
  vehicleType: string | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleYear: string | null;
  services: string[];
  message: string | null;
  city: string;
  state: string;
  zipCode: string;
  status: QuoteStatus;
  notes: string | null;
  estimatedPrice: number | null;
  estimatedDuration: number | null;
  cancelReason: string | null;
  customerId: number | null;
  assignedUserId: number | null;
  read: boolean;
  readAt: string | null;
  createdAt: string;
  updatedAt: string;
  servedArea: ServedArea;
}

export type QuoteCounts = Record<'all' | QuoteStatus | 'unread', number>;

export interface QuotePage {
  data: Quote[];
  pagination: { total: number; limit: number; offset: number; hasMore: boolean };
  counts: QuoteCounts;
}

export interface Estimate {
  id: number;
  quoteId: number;
  customerId: number | null;
  status: EstimateStatus;
  items: EstimateItem[];
  durationMinutes: number;
  validUntil: string;
  message: string | null;
  requiredCents: number;
  optionalCents: number;
  acceptedOptionalIds: string[];
  totalCents: number;
  declineReason: string | null;
  sentAt: string | null;
  acceptedAt: string | null;
  declinedAt: string | null;
  bookedAt: string | null;
  appointmentId: number | null;
  customer: { name: string; email: string; phone: string };
  createdAt: string;
  updatedAt: string;
}
