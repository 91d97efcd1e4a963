import { buildPath } from 'shared/routes';

/** SPEC §1: the petition's Communication tab (`/petition-details/{petitionId}?tab=Communication`). */
export const communicationPath = (petitionId: string): string =>
  `${buildPath('cases.petitionDetails', { itemId: petitionId })}?tab=Communication`;

/** Opens the petition's Communication tab in a new window (SPEC §1), without handing it this window. */
export function openCommunication(petitionId: string, win: Pick<Window, 'open'> = window): void {
  win.open(communicationPath(petitionId), '_blank', 'noopener');
}
