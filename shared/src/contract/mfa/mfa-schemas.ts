import { z } from 'zod';


/** The tenant's two-factor policy. */
export const ZMfaSettings = z.object({
  /** The tenant requires two-factor authentication of its users. */
  mfaEnabledByTenant: z.boolean(),
  /**
   * ISO date-time until which users without MFA may still sign in; after it they are refused
   * (MFA_SETUP_REQUIRED). Null when the switch is off.
   */
  gracePeriodDate: z.string().nullable(),
});
export type TMfaSettings = z.infer<typeof ZMfaSettings>;

