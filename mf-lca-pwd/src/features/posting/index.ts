/* The posting-notice panel the LCA details page embeds (docs/lca-paf.md). */
export { PostingNoticePanel } from './PostingNoticePanel';
export type { PostingNoticePanelProps } from './PostingNoticePanel';
