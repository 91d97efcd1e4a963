import { expect, test } from '@playwright/test';
import { CASE_TYPE } from 'shared/domain';
import { CaseThreadPage, ReplyLinkPage } from '../pages';
import { asRole, pageAs } from '../support/auth';
import { apiCall } from '../support/identity';
import { latestMailLink, pathOf, uniqueEmail } from '../support/people';

/*
 * Issue 18 point 1 (docs/messages.md): case messages. Staff write on the case's Communication tab;
 * a SHARED message reaches a client who is not signed in by e-mail with a reply link; the client
 * answers from a phone; the staff page shows the answer without a reload. INTERNAL messages never
 * reach a client: not the reply page, not the client's own signed-in view (nor its socket).
 */

const isoDay = (offsetDays: number): string => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test.describe('case messages', () => {
  test.use(asRole('admin'));

  test('staff share a message; the client gets the mail, replies by link on a phone, and the staff page shows the reply live', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const suffix = Date.now().toString(36);
    await page.goto('/dashboard');

    // A new beneficiary without a login (reached by e-mail only) of a demo petitioner, and a case for him.
    const bens = await apiCall<{ data: { id: string; companyId: string | null }[] }>(page, '/beneficiary/list', {
      perpage: 100,
      matcher: { relation: 'principal' },
    });
    const companyId = bens.body.result?.data.find((b) => b.companyId)?.companyId;
    expect(companyId, 'a demo petitioner company').toBeTruthy();
    const email = uniqueEmail('msg-client');
    const ben = await apiCall<{ id: string }>(page, '/beneficiary/create', { firstName: 'Mara', lastName: `Client ${suffix}`, email, companyId });
    expect(ben.status, JSON.stringify(ben.body.error)).toBe(200);
    const created = await apiCall<{ id: string; caseNumber: string }>(page, '/petition/create', {
      typeId: CASE_TYPE.H1B,
      subTypeId: 1,
      petitionerId: companyId,
      beneficiaryId: ben.body.result!.id,
      deadlineDate: isoDay(60),
    });
    expect(created.status, JSON.stringify(created.body.error)).toBe(200);
    const caseId = created.body.result!.id;

    // Staff: an internal remark, then a message shared with the client.
    const staff = await new CaseThreadPage(page).openCase(caseId);
    await expect(staff.thread.getByText('No messages yet')).toBeVisible();
    const internalText = `Check the wage level first ${suffix}`;
    const sharedText = `Please upload your last three pay stubs ${suffix}`;
    const before = new Date();
    const internal = await staff.post(internalText, 'internal');
    await expect(internal).toHaveAttribute('data-visibility', 'internal');
    await expect(internal).toContainText('Internal · staff only');
    const shared = await staff.post(sharedText, 'shared');
    await expect(shared).toHaveAttribute('data-visibility', 'shared');
    await expect(shared).toContainText('Shared with client');
    // Marks the page: a reload would drop it.
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    // The client's mail carries the reply link (captured outbox, never an api answer).
    const link = await latestMailLink(email, 'communication-message', { after: before });
    expect(link).toContain('/public/communication/reply?token=');

    // On a phone, without signing in: the shared message only, and a reply.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const client = await new ReplyLinkPage(await phone.newPage()).open(pathOf(link));
    await expect(client.messages.filter({ hasText: sharedText })).toBeVisible();
    await expect(client.page.getByText(internalText)).toHaveCount(0);
    const answer = `Uploaded them this morning ${suffix}`;
    await client.answer(answer);
    await expect(client.messages.filter({ hasText: answer })).toBeVisible();
    // The page fits the phone: nothing wider than the viewport.
    expect(await client.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(client.page.getByText(internalText)).toHaveCount(0);

    // The staff page shows the reply live, on the same page (no reload), shared and from the client.
    const reply = staff.message(answer);
    await expect(reply).toBeVisible();
    await expect(reply).toHaveAttribute('data-visibility', 'shared');
    await expect(reply).toContainText('Mara');
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    // Seen on the open page: marked read, so the admin keeps no unread message from this test.
    await expect(reply.getByText('New', { exact: true })).toHaveCount(0);

    // The inbox lists the thread and opens it with a link to the case.
    await page.goto(`/messages?search=${encodeURIComponent(suffix)}`);
    const row = page.getByTestId('inbox-thread').filter({ hasText: created.body.result!.caseNumber });
    await expect(row).toBeVisible({ timeout: 45_000 });
    await row.click();
    await expect(new CaseThreadPage(page).message(answer)).toBeVisible();
    await expect(page.getByRole('link', { name: `Open case ${created.body.result!.caseNumber}` })).toHaveAttribute(
      'href',
      `/petition-details/${caseId}?tab=Communication`,
    );
    await phone.close();
  });

  test("an internal message never reaches the client's own signed-in view, live or on load", async ({ page, browser }) => {
    test.setTimeout(150_000);
    const suffix = Date.now().toString(36);
    // A case of the demo beneficiary, as he sees it.
    const beneficiary = await pageAs(browser, 'beneficiary', '/dashboard');
    const cases = await apiCall<{ data: { id: string }[] }>(beneficiary, '/petition/list', { perpage: 10 });
    const caseId = cases.body.result?.data[0]?.id;
    expect(caseId, 'a case of the demo beneficiary').toBeTruthy();

    const clientView = await new CaseThreadPage(beneficiary).openCase(caseId!);
    // Clients write shared messages only: no visibility choice.
    await expect(clientView.internal).toHaveCount(0);

    // Staff write an internal message, then a shared one, while the client's page is open.
    const staff = await new CaseThreadPage(page).openCase(caseId!);
    const internalText = `Staff only: fee waiver doubtful ${suffix}`;
    const sharedText = `Your interview is confirmed ${suffix}`;
    await staff.post(internalText, 'internal');
    await staff.post(sharedText, 'shared');

    // The shared one arrives live; the internal one never does, nor after a reload.
    await expect(clientView.message(sharedText)).toBeVisible();
    await expect(beneficiary.getByText(internalText)).toHaveCount(0);
    await beneficiary.reload();
    await expect(clientView.message(sharedText)).toBeVisible({ timeout: 45_000 });
    await expect(beneficiary.getByText(internalText)).toHaveCount(0);
    const thread = await apiCall<{ data: { body: string; visibility: string }[] }>(beneficiary, '/communication/thread', {
      petitionId: caseId,
      perpage: 100,
    });
    expect(thread.body.result!.data.some((m) => m.body === internalText)).toBe(false);
    expect(thread.body.result!.data.every((m) => m.visibility === 'shared')).toBe(true);
    await beneficiary.context().close();
  });
});
