import { screen } from '@testing-library/react';
import { renderDetails } from '../../details/testing/renderDetails';
import { SignDocument } from '../components/SignDocument';
import { VerifySignature } from '../components/VerifySignature';
import { FillQuestionnaire } from '../../questionnaires/components/FillQuestionnaire';
import { ConfirmSponsorship } from '../../questionnaires/components/ConfirmSponsorship';

jest.setTimeout(30_000);

// The kit's screens mark their page frame with the remote that shows them (mf-cases by default),
// so a PERM/GC or LCA/PWD remote can host them as its own.
const frameRemote = async () => (await screen.findByTestId('page-frame')).getAttribute('data-remote');

describe('remote of the kit screens', () => {
  it.each([
    ['sign', () => <SignDocument token={null} />, () => <SignDocument token={null} remote="mf-perm-gc" />],
    ['verify', () => <VerifySignature />, () => <VerifySignature remote="mf-perm-gc" />],
    ['fill', () => <FillQuestionnaire token={null} kind="beneficiary" />, () => <FillQuestionnaire token={null} kind="beneficiary" remote="mf-perm-gc" />],
    ['sponsorship', () => <ConfirmSponsorship token={null} />, () => <ConfirmSponsorship token={null} remote="mf-perm-gc" />],
  ])('%s: mf-cases unless the host says otherwise', async (_name, Default, Hosted) => {
    const first = renderDetails({ '/x': { Page: Default, routeId: 'esign.verify' } }, { url: '/x' });
    expect(await frameRemote()).toBe('mf-cases');
    first.unmount();
    renderDetails({ '/x': { Page: Hosted, routeId: 'esign.verify' } }, { url: '/x' });
    expect(await frameRemote()).toBe('mf-perm-gc');
  });
});
