import { NOTE_VISIBILITY_LABELS, type TNoteVisibility } from 'shared/contract';
import type { BadgeTone } from 'shared/ui';

export const visibilityLabel = (v: TNoteVisibility) => NOTE_VISIBILITY_LABELS[v];
export const visibilityTone = (v: TNoteVisibility): BadgeTone => (v === 'private' ? 'neutral' : v === 'client' ? 'success' : 'info');
