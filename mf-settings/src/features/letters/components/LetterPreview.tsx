import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RichTextBlock, RichTextDoc, RichTextInline } from 'shared/domain';

/*
 * A letter drawn as HTML the way the PDF draws it (letterhead, headings, marks, lists), for the
 * template preview. No editor: plain React, so it renders anywhere, tests included.
 */

const StyledPaper = styled.article`
  max-width: 720px;
  padding: ${({ theme }) => theme.space(8)};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: #ffffff;
  color: #1b2330;
  font-size: 14px;
  line-height: 1.5;
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  @media (max-width: 768px) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const StyledLetterhead = styled.header`
  text-align: center;
  border-bottom: 2px solid #1f3a5f;
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding-bottom: ${({ theme }) => theme.space(2)};
  strong {
    display: block;
    font-size: 20px;
    color: #1f3a5f;
  }
  span {
    font-size: 12px;
    color: #4a5160;
  }
`;

function inline(nodes: readonly RichTextInline[] | undefined): ReactNode[] {
  return (nodes ?? []).map((n, i) => {
    if (n.type === 'hardBreak') return <br key={i} />;
    let out: ReactNode = n.text;
    const marks = new Set((n.marks ?? []).map((m) => m.type));
    if (marks.has('underline')) out = <u>{out}</u>;
    if (marks.has('italic')) out = <em>{out}</em>;
    if (marks.has('bold')) out = <strong>{out}</strong>;
    return <span key={i}>{out}</span>;
  });
}

function block(b: RichTextBlock, key: number): ReactNode {
  switch (b.type) {
    case 'paragraph':
      return <p key={key}>{b.content?.length ? inline(b.content) : '\u00a0'}</p>;
    case 'heading': {
      const H = `h${b.attrs.level + 1}` as 'h2' | 'h3' | 'h4';
      return <H key={key}>{inline(b.content)}</H>;
    }
    case 'horizontalRule':
      return <hr key={key} />;
    case 'bulletList':
      return (
        <ul key={key}>
          {b.content.map((item, i) => (
            <li key={i}>{item.content.map(block)}</li>
          ))}
        </ul>
      );
    case 'orderedList':
      return (
        <ol key={key} start={b.attrs?.start ?? 1}>
          {b.content.map((item, i) => (
            <li key={i}>{item.content.map(block)}</li>
          ))}
        </ol>
      );
  }
}

export interface LetterPreviewProps {
  doc: RichTextDoc;
  letterhead?: { name: string; address: string | null } | null;
  label: string;
}

export function LetterPreview({ doc, letterhead, label }: LetterPreviewProps) {
  return (
    <StyledPaper aria-label={label}>
      {letterhead ? (
        <StyledLetterhead>
          <strong>{letterhead.name}</strong>
          {letterhead.address ? <span>{letterhead.address}</span> : null}
        </StyledLetterhead>
      ) : null}
      {doc.content.map(block)}
    </StyledPaper>
  );
}
