/** SPEC §9 page sizes and limits. */
export const PAGE_SIZE = {
  /** Master data lists. */
  MASTERDATA: 1000,
  /** Master data status lists (petition_status, user_status, company_status). */
  MASTERDATA_STATUS: 10000,
  PETITION_HISTORY: 1000,
  RFE_GC_HISTORY: 25,
  RECENT_ACTIVITY: 15,
  MY_TASKS: 15,
  DROPDOWN: 100,
  CARD_LIST: 100,
  WIDGET_LARGE: 100,
  WIDGET_SMALL: 25,
  LATEST_PETITIONS: 2,
  STARRED_PAGES: 10,
} as const;

/** The largest page any list call accepts. */
export const MAX_PAGE_SIZE = 10000;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TOAST = {
  DEFAULT_TIMEOUT_MS: 5000,
  HELPER_TIMEOUT_MS: 10_000,
  LIST_TIMEOUT_MS: 50_000,
  MAX_MESSAGE_LENGTH: 100,
  MAX_VISIBLE: 5,
} as const;
export const MFA_GRACE_CHECK_INTERVAL_MS = 3_600_000;
export const TRUNCATE_LENGTHS = { XS: 10, S: 30, M: 100, L: 200, TASK_DESCRIPTION: 40 } as const;
export const TRUNCATE_SUFFIX = '....';
export const NUMBER_PRECISION = 4;
export const ALERT_VALUE = 30;
export const MOBILE_MAX_WIDTH = 768;
export const MAX_CHILD_FORM_GROUPS = 8;
export const DEFAULT_SUBSCRIPTION_SERVICE_TYPE_ID = 1;
export const DEFAULT_SUBSCRIPTION_METHOD_TYPE_ID = 1;
/** SPEC §9: the PERM list filter. */
export const PERM_TYPE_ID = 3;
export const PERM_GC_EMPLOYMENT_SUBTYPE_ID = 15;
