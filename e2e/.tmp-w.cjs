const { chromium } = require('@playwright/test');
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const base = 'http://demo.localhost:4301';
  await page.goto(base + '/login');
  const r = await page.evaluate(async () => (await fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo@12345' }) })).json());
  await page.evaluate(({ token, user }) => { localStorage.setItem('passage.token', token); localStorage.setItem('passage.user', JSON.stringify(user)); localStorage.setItem('passage.role', String(user.roleId)); }, r.result);
  for (const path of ['/beneficiaries', '/petition-details/' + process.argv[2] + '?tab=Workflow']) {
    await page.goto(base + path);
    await page.waitForTimeout(8000);
    const w = await page.evaluate(() => {
      const out = [];
      for (const el of document.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.right > window.innerWidth + 1 && r.width < 2000) out.push(`${el.tagName}.${(el.className || '').toString().slice(0, 40)} right=${Math.round(r.right)} w=${Math.round(r.width)}`);
      }
      return { sw: document.documentElement.scrollWidth, items: out.slice(0, 12) };
    });
    console.log(path, JSON.stringify(w, null, 1));
  }
  await browser.close();
})().catch((e) => { console.error(e); process.exit(1); });
