import type { TCaseChecklist } from 'shared/contract';

/**
 * The Documents tab's count: the files currently in the case's checklist (every uploaded file,
 * whatever its review status; replaced versions left out). Undefined until the checklist is known,
 * so the tab never shows a count of something else meanwhile.
 */
export function documentCountOf(checklist: TCaseChecklist | undefined): number | undefined {
  if (!checklist) return undefined;
  return checklist.slots.reduce((sum, slot) => sum + slot.files.length, 0);
}
