/** The schedule API's shapes the tab reads (api/routes/schedule.ts). */
import type { StaffRole } from '#core/api/staff.ts';
import type { OperatingHours } from '#core/scheduling/hours.ts';

export interface Appointment {
  id: number;
  title: string;
  description: string | null;
  service_type: string;
  service_duration: number;
  start_time: string;
  end_time: string;
  customer_name: string;
  customer_phone: string;
  customer_email: string | null;
  price: number | null;
  deposit: number | null;
  notes: string | null;
  internal_notes: string | null;
  status: string;
  crew_id: number | null;
  assigned_user_id: number | null;
  overlap_allowed: boolean;
}

export interface TimeBlock {
  id: number;
  title: string;
  description: string | null;
  block_type: string;
  start_time: string;
  end_time: string;
  /** Null: the whole business is busy; else that crew only (a technician's time off). */
  crew_id: number | null;
}

export interface BlockedDay {
  id: number;
  blocked_date: string;
  reason: string | null;
}

export interface Crew {
  id: number;
  name: string;
  user_id: number | null;
  is_default: boolean;
}

export interface ScheduleSettings {
  time_zone: string;
  operating_hours: OperatingHours;
  lead_time_days: number;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  slot_interval_minutes: number;
  booking_window_days: number;
  crews: Crew[];
}

export interface TeamMember {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: StaffRole;
  password_set: boolean;
}
