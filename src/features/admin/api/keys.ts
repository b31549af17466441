/** Query-key factory of the admin feature; each mutation invalidates the keys it changes. */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  accounts: (filters?: object) => [...adminKeys.all, 'accounts', filters ?? {}] as const,
  accountsAll: () => [...adminKeys.all, 'accounts'] as const,
  accountFlags: () => [...adminKeys.accountsAll(), 'flags'] as const,
  experts: () => [...adminKeys.all, 'experts'] as const,
  removalImpact: (userId: string) => [...adminKeys.all, 'removal-impact', userId] as const,
  report: (args: object) => [...adminKeys.all, 'report', args] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  statusCounts: () => [...adminKeys.dashboard(), 'status-counts'] as const,
  overdue: () => [...adminKeys.dashboard(), 'overdue'] as const,
  failedDeliveries: () => [...adminKeys.dashboard(), 'failed-deliveries'] as const,
  events: (filters: object) => [...adminKeys.all, 'events', filters] as const,
  eventsAll: () => [...adminKeys.all, 'events'] as const,
};
