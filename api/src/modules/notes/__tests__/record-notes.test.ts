import { eq } from 'drizzle-orm';
import {
  createNoteCall,
  createPetitionCall,
  listNotesCall,
  noteDetailsCall,
  petitionNoteAddCall,
  petitionNoteListCall,
  updateNoteCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
} from 'shared/contract';
import { withTenant } from '../../../platform/db';
import { petitions } from '../../petitions';
import { caseTenantSuite, testDbKinds, unchecked, type TestLogin, type UncheckedPayload } from '../../../testing';

const TODAY = '2026-11-22';

describe.each(testDbKinds())('notes on cases and people /notes/* (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });

  const post = <C extends AnyCallDeclaration>(declaration: C, payload: CallPayloadInput<C> | UncheckedPayload, login: TestLogin, t = A.t) =>
    h.post(t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);
  const texts = (res: { result: { data: { text: string }[] } }) => res.result.data.map((n) => n.text);

  const newCase = async () => {
    const res = await post(createPetitionCall, { typeId: 1, subTypeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId }, A.admin);
    if (res.status !== 200) throw new Error(`create failed: ${res.status}`);
    return res.result as { id: string };
  };

  it('private notes are seen by their author only, on /notes/list, details and the case Notes tab', async () => {
    const c = await newCase();
    await withTenant(h.database.db, A.t.id, (tx) => tx.update(petitions).set({ paralegalId: A.paralegal.userId }).where(eq(petitions.id, c.id)));
    const mine = await post(createNoteCall, { recordType: 'case', recordId: c.id, text: 'My private thought', visibility: 'private' }, A.paralegal);
    expect(mine.status).toBe(200);
    expect(mine.result).toMatchObject({ visibility: 'private', mine: true, record: { type: 'case', id: c.id } });
    const team = await post(createNoteCall, { recordType: 'case', recordId: c.id, text: 'Team note', visibility: 'team' }, A.paralegal);
    expect(team.status).toBe(200);

    expect(texts(await post(listNotesCall, { matcher: { recordType: 'case', recordId: c.id } }, A.paralegal))).toEqual(['Team note', 'My private thought']);
    // The admin sees every case, but not another user's private note.
    expect(texts(await post(listNotesCall, { matcher: { recordType: 'case', recordId: c.id } }, A.admin))).toEqual(['Team note']);
    expect((await post(noteDetailsCall, { id: mine.result.id }, A.admin)).status).toBe(404);
    expect((await post(petitionNoteListCall, { petitionId: c.id }, A.admin)).result.data.map((n: { text: string }) => n.text)).toEqual(['Team note']);
    // The petitioner sees neither (team and private notes are internal).
    expect((await post(petitionNoteListCall, { petitionId: c.id }, A.petitioner)).result.count).toBe(0);
  });

  it('the old case calls and the new ones share the notes (client-shared = internal false)', async () => {
    const c = await newCase();
    await post(petitionNoteAddCall, { petitionId: c.id, text: 'Please upload pay stubs', internal: false }, A.admin);
    await post(createNoteCall, { recordType: 'case', recordId: c.id, text: 'Shared via new call', visibility: 'client' }, A.admin);
    const seen = await post(petitionNoteListCall, { petitionId: c.id }, A.petitioner);
    expect(seen.result.data.map((n: { text: string }) => n.text)).toEqual(['Shared via new call', 'Please upload pay stubs']);
    const listed = await post(listNotesCall, { matcher: { recordType: 'case', recordId: c.id, visibility: 'client' } }, A.admin);
    expect(texts(listed)).toEqual(['Shared via new call', 'Please upload pay stubs']);
  });

  it('the case Notes tab may write a private note through /petition/note-add; only its author lists it', async () => {
    const c = await newCase();
    const res = await post(petitionNoteAddCall, { petitionId: c.id, text: 'Only for me', private: true, internal: false }, A.admin);
    expect(res.result).toMatchObject({ private: true, internal: true });
    expect((await post(petitionNoteListCall, { petitionId: c.id }, A.admin)).result.data.map((n: { text: string }) => n.text)).toEqual(['Only for me']);
    await withTenant(h.database.db, A.t.id, (tx) => tx.update(petitions).set({ paralegalId: A.paralegal.userId }).where(eq(petitions.id, c.id)));
    expect((await post(petitionNoteListCall, { petitionId: c.id }, A.paralegal)).result.count).toBe(0);
    expect((await post(petitionNoteListCall, { petitionId: c.id }, A.petitioner)).result.count).toBe(0);
    // A client cannot make a note private (he writes shared notes only).
    const mine = await post(petitionNoteAddCall, { petitionId: c.id, text: 'From the petitioner', private: true }, A.petitioner);
    expect(mine.result).toMatchObject({ private: false, internal: false });
  });

  it('notes on beneficiaries and petitioners follow the record; client sharing is for cases only', async () => {
    const n = await post(createNoteCall, { recordType: 'beneficiary', recordId: A.otherBeneficiaryId, text: 'Prefers e-mail', visibility: 'team' }, A.admin);
    expect(n.status).toBe(200);
    expect(n.result.record.label).toBe('Marco Rossi');
    // The branch manager of branch 0 may not see the beneficiary of branch 1's company, nor its notes.
    expect(texts(await post(listNotesCall, { matcher: { recordType: 'beneficiary' }, perpage: 1000 }, A.manager))).not.toContain('Prefers e-mail');
    expect((await post(noteDetailsCall, { id: n.result.id }, A.manager)).status).toBe(404);
    expect((await post(createNoteCall, { recordType: 'beneficiary', recordId: A.otherBeneficiaryId, text: 'x' }, A.manager)).status).toBe(404);
    const p = await post(createNoteCall, { recordType: 'petitioner', recordId: A.companyId, text: 'Signs on Fridays' }, A.manager);
    expect(p.status).toBe(200);
    expect((await post(createNoteCall, { recordType: 'petitioner', recordId: A.companyId, text: 'x', visibility: 'client' }, A.admin)).status).toBe(422);
  });

  it('edits: author only, each edit kept in the history', async () => {
    const n = await post(createNoteCall, { recordType: 'petitioner', recordId: A.companyId, text: 'First text' }, A.paralegal);
    expect((await post(updateNoteCall, { id: n.result.id, text: 'Hijacked' }, A.admin)).status).toBe(403);
    expect((await post(updateNoteCall, { id: n.result.id, text: ' ' }, A.paralegal)).status).toBe(422);
    const e = await post(updateNoteCall, { id: n.result.id, text: 'Second text', visibility: 'private' }, A.paralegal);
    expect(e.status).toBe(200);
    expect(e.result).toMatchObject({ text: 'Second text', visibility: 'private', updatedByName: expect.any(String) });
    expect(e.result.history[0]).toMatchObject({
      action: 'edited',
      changes: [
        { field: 'text', before: 'First text', after: 'Second text' },
        { field: 'visibility', before: 'team', after: 'private' },
      ],
    });
    expect(e.result.history.map((x: { action: string }) => x.action)).toEqual(['edited', 'created']);
  });

  it('filters by author, visibility, search and date; pages on the server', async () => {
    const tag = `nflt-${Date.now()}`;
    await post(createNoteCall, { recordType: 'petitioner', recordId: A.companyId, text: `${tag} one` }, A.paralegal);
    await post(createNoteCall, { recordType: 'petitioner', recordId: A.companyId, text: `${tag} two` }, A.admin);
    await post(createNoteCall, { recordType: 'petitioner', recordId: A.companyId, text: `${tag} three`, visibility: 'private' }, A.admin);
    const byAuthor = await post(listNotesCall, { matcher: { search: tag, authorIds: [A.admin.userId] } }, A.admin);
    expect(texts(byAuthor)).toEqual([`${tag} three`, `${tag} two`]);
    const shared = await post(listNotesCall, { matcher: { search: tag, visibility: 'team' }, order: 1 }, A.admin);
    expect(texts(shared)).toEqual([`${tag} one`, `${tag} two`]);
    const paged = await post(listNotesCall, { matcher: { search: tag }, perpage: 1, page: 2 }, A.admin);
    expect(paged.result.count).toBe(3);
    expect(paged.result.data).toHaveLength(1);
    expect((await post(listNotesCall, { matcher: { search: tag, to: '2000-01-01' } }, A.admin)).result.count).toBe(0);
  });

  it('another tenant and clients never see the notes', async () => {
    const n = await post(createNoteCall, { recordType: 'petitioner', recordId: A.companyId, text: 'Tenant A secret' }, A.admin);
    expect((await post(noteDetailsCall, { id: n.result.id }, B.admin, B.t)).status).toBe(404);
    expect((await post(updateNoteCall, { id: n.result.id, text: 'x' }, B.admin, B.t)).status).toBe(404);
    expect(texts(await post(listNotesCall, { perpage: 1000 }, B.admin, B.t))).not.toContain('Tenant A secret');
    expect((await post(listNotesCall, {}, A.petitioner)).status).toBe(403);
  });
});
