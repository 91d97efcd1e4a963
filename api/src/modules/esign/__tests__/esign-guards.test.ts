import {
  cancelSignRequestCall,
  createPetitionCall,
  deleteFilledFormCall,
  generatePdfFormDocumentCall,
  requestForPetitionerSignCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
} from 'shared/contract';
import type { TestLogin } from '../../../testing';
import { caseTenantSuite, type UncheckedPayload } from '../../../testing';

/*
 * A generated form version that is out for signature cannot be deleted (409) until the request
 * is withdrawn; then it can (api/src/modules/esign/esign.guards.ts).
 */
describe('e-signature guards on form versions', () => {
  const { h, A } = caseTenantSuite('pglite');
  const post = <C extends AnyCallDeclaration>(
    declaration: C,
    payload: CallPayloadInput<C> | UncheckedPayload,
    login: TestLogin,
  ) => h.post(A.t, declaration, payload, login);

  it('refuses to delete a version out for signature, and allows it once the request is withdrawn', async () => {
    const c = (
      await post(
        createPetitionCall,
        {
          typeId: 1,
          subTypeId: 1,
          petitionerId: A.companyId,
          beneficiaryId: A.beneficiaryId,
          attorneyId: A.attorney.userId,
        },
        A.admin,
      )
    ).result as { id: string };
    const v = await post(generatePdfFormDocumentCall, { petitionId: c.id, formCode: 'I-129' }, A.admin);
    expect(v.status).toBe(200);
    const sent = await post(
      requestForPetitionerSignCall,
      {
        petitionId: c.id,
        fileIds: [v.result.file.id],
        signerName: 'Dana Whitfield',
        signerEmail: 'dana.whitfield@northwind.test',
      },
      A.attorney,
    );
    expect(sent.status).toBe(200);

    const refused = await post(deleteFilledFormCall, { petitionId: c.id, versionId: v.result.id }, A.admin);
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe('This version is out for signature. Withdraw the signature request first.');

    const cancelled = await post(
      cancelSignRequestCall,
      { petitionId: c.id, requestId: sent.result.data[0].id },
      A.attorney,
    );
    expect(cancelled.status).toBe(200);
    const deleted = await post(deleteFilledFormCall, { petitionId: c.id, versionId: v.result.id }, A.admin);
    expect(deleted.status).toBe(200);
  });
});
