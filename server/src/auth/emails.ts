function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function resetPasswordEmail(
  name: string,
  url: string,
): { subject: string; text: string; html: string } {
  const firstName = name.split(' ')[0] || 'there';
  const text = [
    `Hi ${firstName},`,
    '',
    'We received a request to reset your Flowmind password. Open this link to choose a new one:',
    url,
    '',
    'The link works once and expires in one hour. If you did not ask for this, you can ignore this email.',
    '',
    '— Flowmind',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e1b4b;line-height:1.5">
<p>Hi ${escapeHtml(firstName)},</p>
<p>We received a request to reset your Flowmind password. Choose a new one here:</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Reset your password</a></p>
<p style="font-size:13px;color:#555">Or paste this link into your browser: ${escapeHtml(url)}</p>
<p style="font-size:13px;color:#555">The link works once and expires in one hour. If you did not ask for this, you can ignore this email.</p>
</body></html>`;
  return { subject: 'Reset your Flowmind password', text, html };
}
