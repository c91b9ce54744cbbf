/**
 * The schedule calls (api/routes/schedule.ts; spec 2 §7): each sends the bearer token, names the
 * business with `tenant_slug` (so a platform admin reads the business it opened) and gives up after
 * 10 seconds. Reads are keyed by the loaded date range; writes refresh what they change.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError, type RequestOptions } from '../../../shared/api/client.ts';
import type { BookingSettingsAnswer } from '../lib/booking-settings-form.ts';
import type { DateRange } from '../lib/calendar.ts';
import { isTimeout, SCHEDULE_TIMEOUT_MS } from '../lib/errors.ts';
import type { BlockBody as TimeBlockBody } from '../lib/time-block-form.ts';
import type { Appointment, BlockedDay, ScheduleSettings, TeamMember, TimeBlock } from '../lib/types.ts';

interface Answer<T> {
  success: true;
  data: T;
}

export const scheduleKeys = {
  all: (slug: string) => ['schedule', slug] as const,
  appointments: (slug: string, range?: DateRange) =>
    range ? (['schedule', slug, 'appointments', range.start, range.end] as const) : (['schedule', slug, 'appointments'] as const),
  timeBlocks: (slug: string, range?: DateRange) =>
    range ? (['schedule', slug, 'time-blocks', range.start, range.end] as const) : (['schedule', slug, 'time-blocks'] as const),
  blockedDays: (slug: string, range?: DateRange) =>
    range ? (['schedule', slug, 'blocked-days', range.start, range.end] as const) : (['schedule', slug, 'blocked-days'] as const),
  settings: (slug: string) => ['schedule', slug, 'settings'] as const,
  bookingSettings: (slug: string) => ['schedule', slug, 'booking-settings'] as const,
  team: (slug: string) => ['schedule', slug, 'team'] as const,
};

function options(slug: string, signal?: AbortSignal, query: RequestOptions['query'] = {}): RequestOptions {
  const timeout = AbortSignal.timeout(SCHEDULE_TIMEOUT_MS);
  return { query: { tenant_slug: slug, ...query }, signal: signal ? AbortSignal.any([signal, timeout]) : timeout };
}

const rangeQuery = (range: DateRange) => ({ startDate: range.start, endDate: range.end });

/**
 * The app's rule (one more try when no answer came, none after a refusal), except that a call that
 * ran out its 10 seconds is not sent again: spec 2 §9 shows 'Request timeout' then, not 20 s later.
 */
const retry = (failures: number, error: Error) =>
  failures < 1 && !isTimeout(error) && !(isApiError(error) && error.status >= 400 && error.status < 500);

async function getData<T>(path: string, slug: string, signal?: AbortSignal, query?: RequestOptions['query']): Promise<T> {
  return (await api.get<Answer<T>>(path, options(slug, signal, query))).data;
}

export function useAppointments(slug: string, range: DateRange) {
  return useQuery({
    queryKey: scheduleKeys.appointments(slug, range),
    queryFn: ({ signal }) => getData<Appointment[]>('/api/schedule/appointments', slug, signal, rangeQuery(range)),
    placeholderData: (previous) => previous,
    retry,
  });
}

export function useTimeBlocks(slug: string, range: DateRange) {
  return useQuery({
    queryKey: scheduleKeys.timeBlocks(slug, range),
    queryFn: ({ signal }) => getData<TimeBlock[]>('/api/schedule/time-blocks', slug, signal, rangeQuery(range)),
    placeholderData: (previous) => previous,
    retry,
  });
}

export function useBlockedDays(slug: string, range: DateRange) {
  return useQuery({
    queryKey: scheduleKeys.blockedDays(slug, range),
    queryFn: ({ signal }) => getData<BlockedDay[]>('/api/schedule/blocked-days', slug, signal, rangeQuery(range)),
    placeholderData: (previous) => previous,
    retry,
  });
}

export function useScheduleSettings(slug: string) {
  return useQuery({
    queryKey: scheduleKeys.settings(slug),
    queryFn: ({ signal }) => getData<ScheduleSettings>('/api/schedule/settings', slug, signal),
    retry,
  });
}

/** The body of a create or an update: the form's fields. */
export type AppointmentInput = Omit<Appointment, 'id' | 'crew_id' | 'assigned_user_id'> & { assigned_user_id?: number | null };

const refreshAppointments = (queryClient: QueryClient, slug: string) =>
  queryClient.invalidateQueries({ queryKey: scheduleKeys.appointments(slug) });

export function useSaveAppointment(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: AppointmentInput }) => {
      const answer =
        id === null
          ? await api.post<Answer<Appointment>>('/api/schedule/appointments', input, options(slug))
          : await api.put<Answer<Appointment>>(`/api/schedule/appointments/${id}`, input, options(slug));
      return answer.data;
    },
    onSuccess: () => refreshAppointments(queryClient, slug),
  });
}

/** Create, change or delete a time block (a lunch, a van service): the hours it covers take no bookings. */
export function useSaveTimeBlock(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: TimeBlockBody }) =>
      (id === null
        ? await api.post<Answer<TimeBlock>>('/api/schedule/time-blocks', input, options(slug))
        : await api.put<Answer<TimeBlock>>(`/api/schedule/time-blocks/${id}`, input, options(slug))
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.timeBlocks(slug) }),
  });
}

export function useDeleteTimeBlock(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await api.delete<Answer<{ id: number }>>(`/api/schedule/time-blocks/${id}`, options(slug))).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.timeBlocks(slug) }),
  });
}

/** PATCH the status only: cancelling, and a tech starting or finishing their job. */
export function useSetAppointmentStatus(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: string }) =>
      (await api.patch<Answer<Appointment>>(`/api/schedule/appointments/${id}/status`, { status }, options(slug))).data,
    onSuccess: () => refreshAppointments(queryClient, slug),
  });
}

/**
 * Blocks an open day or unblocks a blocked one (spec 2 §2, §8): the cached list changes at once and
 * goes back as it was when the call fails.
 */
export function useToggleBlockedDay(slug: string, range: DateRange) {
  const queryClient = useQueryClient();
  const key = scheduleKeys.blockedDays(slug, range);
  return useMutation({
    mutationFn: async (date: string) =>
      (await api.post<Answer<{ date: string; blocked: boolean }>>('/api/schedule/blocked-days/toggle', { date }, options(slug))).data,
    onMutate: async (date) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<BlockedDay[]>(key);
      queryClient.setQueryData<BlockedDay[]>(key, (days = []) =>
        days.some((d) => d.blocked_date === date)
          ? days.filter((d) => d.blocked_date !== date)
          : [...days, { id: -1, blocked_date: date, reason: null }],
      );
      return { before };
    },
    onError: (_error, _date, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.blockedDays(slug) }),
  });
}

export type SettingsInput = Omit<ScheduleSettings, 'crews'>;

export function useSaveSettings(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Partial<SettingsInput>) =>
      (await api.put<Answer<ScheduleSettings>>('/api/schedule/settings', input, options(slug))).data,
    onSuccess: (settings) => queryClient.setQueryData(scheduleKeys.settings(slug), settings),
  });
}

/** The online booking rules (api/routes/booking.ts): every staff member reads them, editors change them. */
export function useBookingSettings(slug: string) {
  return useQuery({
    queryKey: scheduleKeys.bookingSettings(slug),
    queryFn: ({ signal }) => getData<BookingSettingsAnswer>('/api/booking/settings', slug, signal),
    retry,
  });
}

export function useSaveBookingSettings(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BookingSettingsAnswer) =>
      (await api.put<Answer<BookingSettingsAnswer>>('/api/booking/settings', input, options(slug))).data,
    onSuccess: (settings) => queryClient.setQueryData(scheduleKeys.bookingSettings(slug), settings),
  });
}

export function useTeam(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: scheduleKeys.team(slug),
    queryFn: ({ signal }) => getData<TeamMember[]>('/api/team', slug, signal),
    enabled,
    retry,
  });
}

export function useInviteMember(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; role: string }) =>
      (await api.post<Answer<TeamMember>>('/api/team', input, options(slug))).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.team(slug) }),
  });
}

/** A new role for a member; a tech's crew follows (the crews come with the settings). */
export function useChangeRole(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, role }: { id: number; role: string }) =>
      (await api.put<Answer<TeamMember>>(`/api/team/${id}`, { role }, options(slug))).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.team(slug) });
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.settings(slug) });
    },
  });
}

export function useRemoveMember(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await api.delete<Answer<{ id: number }>>(`/api/team/${id}`, options(slug))).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.team(slug) });
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.settings(slug) });
      void refreshAppointments(queryClient, slug);
    },
  });
}

export type FeedScope = 'business' | 'me';

/** A new secret feed address; the one before stops working. */
export function useNewFeed(slug: string) {
  return useMutation({
    mutationFn: async (scope: FeedScope) =>
      (await api.post<Answer<{ url: string }>>('/api/schedule/feed', { scope }, options(slug))).data.url,
  });
}

export function useRevokeFeed(slug: string) {
  return useMutation({
    mutationFn: async (scope: FeedScope) =>
      (await api.delete<Answer<{ revoked: boolean }>>('/api/schedule/feed', options(slug, undefined, { scope }))).data.revoked,
  });
}
