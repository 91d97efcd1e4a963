import {
  type ZBranchDetailsPayload,
  type ZCreateBranchPayload,
  type ZListBranchesPayload,
  type ZUpdateBranchPayload,
  type TBranch,
  type TBranchDetailsResult,
  type TListBranchesResult,
} from 'shared/contract';
import { conflict, forbidden, notFound, type CallContext, type Ctx } from '../../platform/http';
import { assertRouteAllowed } from '../auth';
import { findTenantById, updateTenantRow } from '../tenants';
import { roleName } from '../users';
import { countUsersByBranch, listUsersOfBranch } from '../users';
import { toBranch } from './branches.mapper';
import * as repo from './branches.repository';
import type { BranchRow } from './branches.table';
import { ROLE } from 'shared/domain';

const LIST_ROUTE = 'branches.list';
const DETAILS_ROUTE = 'branches.details';

/** A branch manager (4) works on his own branches only; out of sight is not found. */
const ownBranches = (ctx: CallContext<unknown>): readonly string[] | undefined =>
  ctx.session?.roleId === ROLE.BRANCH_MANAGER ? ctx.session.branchIds : undefined;

async function loadBranch(ctx: CallContext<unknown>, id: string): Promise<BranchRow> {
  const own = ownBranches(ctx);
  const row = own && !own.includes(id) ? undefined : await repo.findBranchById(ctx.tx, id);
  if (!row) throw notFound('Branch not found');
  return row;
}

async function present(ctx: CallContext<unknown>, row: BranchRow): Promise<TBranch> {
  const counts = await countUsersByBranch(ctx.tx, [row.id]);
  return toBranch(row, counts.get(row.id) ?? 0);
}

export async function createBranch(ctx: Ctx<typeof ZCreateBranchPayload>): Promise<TBranch> {
  const p = ctx.payload;
  await assertRouteAllowed(ctx, 'branches.create');
  if (await repo.nameTaken(ctx.tx, p.name)) throw conflict(`A branch named "${p.name}" exists already.`);
  if (p.isDefault) await repo.clearDefault(ctx.tx);
  const [row] = await repo.insertBranches(ctx.tx, [
    { name: p.name, code: p.code ?? null, address: p.address ?? null, isDefault: p.isDefault ?? false },
  ]);
  // SPEC §3/§4 checklist: the tenant now has its branch setup.
  const tenant = await findTenantById(ctx.tx, ctx.tenant!.id);
  if (tenant && !tenant.checklist?.branchSetupCompleted) {
    await updateTenantRow(ctx.tx, tenant.id, {
      checklist: {
        petitionSetupCompleted: tenant.checklist?.petitionSetupCompleted ?? false,
        workflowSetupCompleted: tenant.checklist?.workflowSetupCompleted ?? false,
        branchSetupCompleted: true,
      },
    });
  }
  return toBranch(row!, 0);
}

export async function updateBranch(ctx: Ctx<typeof ZUpdateBranchPayload>): Promise<TBranch> {
  const p = ctx.payload;
  await assertRouteAllowed(ctx, 'branches.edit');
  const current = await loadBranch(ctx, p.branchId);
  if (ownBranches(ctx) && (p.active !== undefined || p.isDefault !== undefined)) {
    throw forbidden('Only an admin may deactivate a branch or make it the default.');
  }
  if (p.name !== undefined && (await repo.nameTaken(ctx.tx, p.name, current.id))) {
    throw conflict(`A branch named "${p.name}" exists already.`);
  }
  if (p.isDefault) await repo.clearDefault(ctx.tx, current.id);
  const changes: Partial<repo.NewBranch> = {};
  if (p.name !== undefined) changes.name = p.name;
  if (p.code !== undefined) changes.code = p.code;
  if (p.address !== undefined) changes.address = p.address;
  if (p.isDefault !== undefined) changes.isDefault = p.isDefault;
  if (p.active !== undefined) changes.active = p.active;
  const row = Object.keys(changes).length ? await repo.updateBranchRow(ctx.tx, current.id, changes) : current;
  return present(ctx, row!);
}

export async function listBranches(ctx: Ctx<typeof ZListBranchesPayload>): Promise<TListBranchesResult> {
  const { page, perpage, matcher } = ctx.payload;
  await assertRouteAllowed(ctx, LIST_ROUTE);
  const { rows, total } = await repo.listBranchRows(ctx.tx, { ...matcher, onlyIds: ownBranches(ctx) }, page, perpage);
  const counts = await countUsersByBranch(ctx.tx, rows.map((r) => r.id));
  return { data: rows.map((r) => toBranch(r, counts.get(r.id) ?? 0)), count: total, page, perpage };
}

export async function branchDetails(ctx: Ctx<typeof ZBranchDetailsPayload>): Promise<TBranchDetailsResult> {
  const { branchId, page, perpage } = ctx.payload;
  await assertRouteAllowed(ctx, DETAILS_ROUTE);
  const row = await loadBranch(ctx, branchId);
  const members = await listUsersOfBranch(ctx.tx, row.id, page, perpage);
  return {
    ...(await present(ctx, row)),
    users: members.map((u) => ({ _id: u.id, name: u.name, email: u.email, roleId: u.roleId, roleName: roleName(u.roleId), status: u.status })),
    page,
    perpage,
  };
}
