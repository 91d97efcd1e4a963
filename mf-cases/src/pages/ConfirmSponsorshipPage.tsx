import type { PageProps } from 'shared/federation';
import { ConfirmSponsorship, pickLanguage } from 'case-kit/questionnaires';
import { linkTokenOf } from './FillQuestionnairePage';

/**
 * /public/confirm-sponsorship-questionnaire/:token? (SPEC §2.3 "…, {token}"): the token from the
 * path, else from the query (token, key or accessToken).
 */
export default function ConfirmSponsorshipPage(props: PageProps) {
  return <ConfirmSponsorship token={props.params.token ?? linkTokenOf(props)} language={pickLanguage(props.query)} />;
}
