import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import SignaturePad from 'signature_pad';
import styled from 'styled-components';
import { StyledButton } from 'shared/ui-core';
import { StyledInput } from 'shared/ui/form';

const StyledTabs = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
`;

const StyledTab = styled.button<{ $on: boolean }>`
  border: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  min-height: 40px;
  font: inherit;
  cursor: pointer;
  color: ${({ theme, $on }) => ($on ? theme.color.brandContrast : theme.color.text)};
  background: ${({ theme, $on }) => ($on ? theme.color.brand : theme.color.surface)};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;

const StyledPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

const StyledCanvas = styled.canvas`
  width: 100%;
  height: 180px;
  touch-action: none;
  background: #ffffff;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const StyledTyped = styled.div`
  min-height: 64px;
  display: flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space(3)};
  background: #ffffff;
  color: #1a1a1a;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  font-family: 'Brush Script MT', 'Segoe Script', 'Apple Chancery', cursive;
  font-size: 30px;
  overflow: hidden;
  white-space: nowrap;
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.color.textMuted};
`;

export type SignatureMethod = 'draw' | 'type';

/** What the signer gave: a drawn PNG (data URL) or a typed name; null while empty. */
export type SignatureValue =
  | { method: 'draw'; signatureImage: string; typedName?: undefined }
  | { method: 'type'; typedName: string; signatureImage?: undefined };

export interface SignatureInputLabels {
  methods: string;
  draw: string;
  type: string;
  drawHint: string;
  padLabel: string;
  clear: string;
  typeLabel: string;
  typedPreview: string;
}

export const ENGLISH_SIGNATURE_LABELS: SignatureInputLabels = {
  methods: 'How to sign',
  draw: 'Draw',
  type: 'Type',
  drawHint: 'Sign in the box with your finger, a stylus or the mouse.',
  padLabel: 'Signature pad: draw your signature here',
  clear: 'Clear',
  typeLabel: 'Type your full name',
  typedPreview: 'Your typed signature',
};

export interface SignatureInputProps {
  labels: SignatureInputLabels;
  onChange: (value: SignatureValue | null) => void;
  /** Pre-filled typed name. */
  defaultName?: string;
  disabled?: boolean;
}

/**
 * Draw (signature_pad on a canvas, sized for the screen's pixel ratio) or type a signature.
 * The two tabs are ARIA tabs: arrows switch between them.
 */
export function SignatureInput({ labels, onChange, defaultName = '', disabled = false }: SignatureInputProps) {
  const base = useId();
  const [method, setMethod] = useState<SignatureMethod>('draw');
  const [name, setName] = useState(defaultName);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changeRef = useRef(onChange);
  useEffect(() => {
    changeRef.current = onChange;
  });

  useEffect(() => {
    if (method !== 'draw') return undefined;
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const pad = new SignaturePad(canvas, { penColor: '#1a1a1a', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(data);
    };
    fit();
    const onEnd = () => {
      changeRef.current(pad.isEmpty() ? null : { method: 'draw', signatureImage: pad.toDataURL('image/png') });
    };
    pad.addEventListener('endStroke', onEnd);
    window.addEventListener('resize', fit);
    return () => {
      pad.removeEventListener('endStroke', onEnd);
      window.removeEventListener('resize', fit);
      pad.off();
      padRef.current = null;
    };
  }, [method]);

  useEffect(() => {
    if (disabled) padRef.current?.off();
    else padRef.current?.on();
  }, [disabled]);

  const choose = (m: SignatureMethod) => {
    setMethod(m);
    const trimmed = name.trim();
    changeRef.current(m === 'type' && trimmed.length >= 2 ? { method: 'type', typedName: trimmed } : null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    const next = method === 'draw' ? 'type' : 'draw';
    choose(next);
    document.getElementById(`${base}-${next}`)?.focus();
  };

  return (
    <div>
      <StyledTabs role="tablist" aria-label={labels.methods} onKeyDown={onKeyDown}>
        {(['draw', 'type'] as const).map((m) => (
          <StyledTab
            key={m}
            id={`${base}-${m}`}
            type="button"
            role="tab"
            aria-selected={method === m}
            aria-controls={`${base}-panel`}
            tabIndex={method === m ? 0 : -1}
            $on={method === m}
            onClick={() => choose(m)}
            disabled={disabled}
          >
            {labels[m]}
          </StyledTab>
        ))}
      </StyledTabs>
      <StyledPanel id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-${method}`}>
        {method === 'draw' ? (
          <>
            <StyledHint>{labels.drawHint}</StyledHint>
            <StyledCanvas ref={canvasRef} role="img" aria-label={labels.padLabel} />
            <div>
              <StyledButton
                type="button"
                disabled={disabled}
                onClick={() => {
                  padRef.current?.clear();
                  changeRef.current(null);
                }}
              >
                {labels.clear}
              </StyledButton>
            </div>
          </>
        ) : (
          <>
            <label htmlFor={`${base}-name`}>{labels.typeLabel}</label>
            <StyledInput
              id={`${base}-name`}
              value={name}
              autoComplete="name"
              maxLength={100}
              disabled={disabled}
              onChange={(e) => {
                setName(e.target.value);
                const v = e.target.value.trim();
                changeRef.current(v.length >= 2 ? { method: 'type', typedName: v } : null);
              }}
            />
            <StyledTyped aria-label={labels.typedPreview}>{name}</StyledTyped>
          </>
        )}
      </StyledPanel>
    </div>
  );
}
