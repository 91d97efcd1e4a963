import { escapeHtml } from './render';

/** Who the mail is from, as the recipient sees it. */
export interface MailBranding {
  /** "Passage", or the firm's own name for a white-label tenant. */
  productName: string;
  /** Absolute http(s) address of the logo; none shows the product name as text. */
  logoUrl?: string;
  primaryColor: string;
  /** Reply address of the firm, when it has one. */
  replyTo?: string;
  whiteLabel: boolean;
}

export const DEFAULT_BRANDING: MailBranding = {
  productName: 'Passage',
  primaryColor: '#1f4e8c',
  whiteLabel: false,
};

const safeColor = (c: string): string => (/^#[0-9a-fA-F]{3,8}$/.test(c) ? c : DEFAULT_BRANDING.primaryColor);

/** Wraps a rendered HTML body in the branded frame. Nothing here names the platform. */
export function htmlLayout(bodyHtml: string, subject: string, brand: MailBranding): string {
  const name = escapeHtml(brand.productName);
  const color = safeColor(brand.primaryColor);
  const header = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${name}" style="max-height:48px;max-width:220px;border:0">`
    : `<span style="font-size:20px;font-weight:600;color:${color}">${name}</span>`;
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1c1e21">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px;border-bottom:3px solid ${color}">${header}</td></tr>
<tr><td style="padding:24px 32px;font-size:15px;line-height:1.55">${bodyHtml}</td></tr>
<tr><td style="padding:16px 32px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">Sent by ${name}.</td></tr>
</table></td></tr></table></body></html>`;
}

/** Plain-text part with the same frame. */
export function textLayout(bodyText: string, brand: MailBranding): string {
  return `${bodyText.trim()}\n\n--\nSent by ${brand.productName}.\n`;
}

/** A call-to-action button, used by templates as `{{actionUrl}}` inside this markup. */
export const buttonHtml = (color = '{{brandColor}}'): string =>
  `<p style="margin:24px 0"><a href="{{actionUrl}}" style="background:${color};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">{{actionLabel}}</a></p>
<p style="font-size:13px;color:#6b7280">If the button does not work, open this address: <a href="{{actionUrl}}">{{actionUrl}}</a></p>`;
