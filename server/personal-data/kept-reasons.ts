/** Why an administrator's own records are not erased at the data-rights desk. */
export const KEPT_WITH_THE_ACCOUNT =
  'An administrator’s own account: it is not erased from this desk. An administrator is removed in Administrators, which ends their sessions and sign-in.'
