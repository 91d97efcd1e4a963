/** Staff who read templates (internal roles); admins and branch managers change them. */
export const STAFF = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
export const EDITORS = [3, 4];
