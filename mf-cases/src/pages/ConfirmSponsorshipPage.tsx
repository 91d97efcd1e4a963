import type { PageProps } from 'shared/federation';
import { ConfirmSponsorship } from '../features/questionnaires/components/ConfirmSponsorship';
import { pickLanguage } from '../features/questionnaires/i18n';
import { linkTokenOf } from './FillQuestionnairePage';

/**
 * /public/confirm-sponsorship-questionnaire/:token? (SPEC §2.3 "…, {token}"): the token from the
 * path, else from the query (token, key or accessToken).
 */
export default function ConfirmSponsorshipPage(props: PageProps) {
  return <ConfirmSponsorship token={props.params.token ?? linkTokenOf(props)} language={pickLanguage(props.query)} />;
}
