import { renderMail } from '../mail.service';
import { mailTemplateNames, getMailTemplate, registerMailTemplate } from '../templates';
import { DEFAULT_BRANDING } from '../templates/layout';
import { fillPlaceholders, MailTemplateError, placeholdersOf } from '../templates/render';

const data = {
  name: 'Ana <b>Lima</b>',
  actionUrl: 'https://acme.passage.example/reset?token=a&b=c',
  actionLabel: 'Choose a password',
  expiresIn: '1 hour',
};

describe('mail templates', () => {
  test('placeholders are filled; HTML is escaped in the HTML part only', () => {
    expect(fillPlaceholders('Hi {{ name }}', { name: '<x>' }, true)).toBe('Hi &lt;x&gt;');
    expect(fillPlaceholders('Hi {{name}}', { name: '<x>' }, false)).toBe('Hi <x>');
    expect(() => fillPlaceholders('Hi {{nmae}}', { name: 'x' }, false)).toThrow(MailTemplateError);
    expect(placeholdersOf('{{a}} {{ b }} {{a}}')).toEqual(['a', 'b']);
  });

  test('a rendered mail has subject, HTML and text parts with the brand', () => {
    const mail = renderMail('password-reset', data, DEFAULT_BRANDING);
    expect(mail.subject).toBe('Reset your Passage password');
    expect(mail.html).toContain('Ana &lt;b&gt;Lima&lt;/b&gt;');
    expect(mail.html).toContain('href="https://acme.passage.example/reset?token=a&amp;b=c"');
    expect(mail.text).toContain('https://acme.passage.example/reset?token=a&b=c');
    expect(mail.text).toContain('Ana <b>Lima</b>');
    expect(mail.html).toContain('Sent by Passage.');
  });

  test('a white-label brand shows no "Passage" anywhere', () => {
    const brand = {
      productName: 'Lima & Partners Immigration',
      logoUrl: 'https://cdn.lima.example/logo.png',
      primaryColor: '#aa3300',
      whiteLabel: true,
    };
    for (const name of mailTemplateNames()) {
      const t = getMailTemplate(name)!;
      const values = Object.fromEntries(
        [...placeholdersOf(t.subject), ...placeholdersOf(t.html), ...placeholdersOf(t.text)].map((k) => [k, `v-${k}`]),
      );
      const mail = renderMail(name, { ...values, actionUrl: 'https://lima.example/x' }, brand);
      const all = `${mail.subject}\n${mail.html}\n${mail.text}`;
      expect(all).not.toMatch(/passage/i);
      expect(mail.html).toContain('src="https://cdn.lima.example/logo.png"');
      expect(mail.html).toContain('Lima &amp; Partners Immigration');
      expect(mail.html).toContain('#aa3300');
    }
  });

  test('modules can add their own templates', () => {
    registerMailTemplate('test-hello', { subject: 'Hello {{who}}', html: '<p>Hi {{who}}</p>', text: 'Hi {{who}}' });
    expect(renderMail('test-hello', { who: 'Bo' }, DEFAULT_BRANDING).subject).toBe('Hello Bo');
    expect(() => renderMail('nope', {}, DEFAULT_BRANDING)).toThrow(/Unknown mail template/);
  });
});
