/** The console's addresses (core/site/admin-routes.ts declares the patterns the server answers). */
export const CONSOLE_SECTIONS = ['applications', 'tenants', 'audit'] as const;
export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

export const CONSOLE_SECTION_LABELS: Record<ConsoleSection, string> = {
  applications: 'Applications',
  tenants: 'Tenants',
  audit: 'Audit log',
};

export const consolePaths = {
  /** The console's home is the applications list. */
  applications: '/admin',
  application: (id: number) => `/admin/applications/${id}`,
  tenants: '/admin/tenants',
  audit: '/admin/audit',
};

export function sectionPath(section: ConsoleSection): string {
  return section === 'applications' ? consolePaths.applications : consolePaths[section];
}

/** The section an `/admin/:section` address names; undefined for one that does not exist (a 404). */
export function sectionOf(segment: string | undefined): ConsoleSection | undefined {
  if (segment === undefined) return 'applications';
  const section = segment.toLowerCase();
  return (CONSOLE_SECTIONS as readonly string[]).includes(section) ? (section as ConsoleSection) : undefined;
}
