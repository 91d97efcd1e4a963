import { z } from 'zod';

export const ZBranchAddress = z.object({
  line1: z.string().trim().max(200).optional(),
  line2: z.string().trim().max(200).optional(),
  city: z.string().trim().max(100).optional(),
  state: z.string().trim().max(100).optional(),
  country: z.string().trim().max(100).optional(),
  zipcode: z.string().trim().max(20).optional(),
});
export type TBranchAddress = z.infer<typeof ZBranchAddress>;

/** A tenant's office. */
export const ZBranch = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  address: z.record(z.string(), z.unknown()).nullable(),
  isDefault: z.boolean(),
  active: z.boolean(),
  /** Users whose branches include this one. */
  userCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBranch = z.infer<typeof ZBranch>;

/** A user of a branch, as the branch details list them. */
export const ZBranchUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  roleId: z.number().int(),
  roleName: z.string(),
  status: z.string(),
});
export type TBranchUser = z.infer<typeof ZBranchUser>;

export const branchEditableFields = {
  name: z.string().trim().min(2).max(120),
  code: z.string().trim().max(20).nullable().optional(),
  address: ZBranchAddress.nullable().optional(),
  /** The tenant's default branch (only one; setting it clears the others). */
  isDefault: z.boolean().optional(),
};
