/** Query-key factory of the admin feature; user mutations invalidate `adminKeys.users()`. */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
};
