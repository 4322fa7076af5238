// Drives the real desktop app through tauri-driver (W3C WebDriver): the app
// opens on the account-type page, and choosing Student shows the student
// sign-in form. Prints `N passed, N failed` and exits non-zero on failure.
//
//   node desktop-e2e/signin.mjs <path to plytime-desktop> <screenshot.png>

import { writeFileSync } from 'node:fs';

const DRIVER = 'http://127.0.0.1:4444';
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const [application, screenshotPath] = process.argv.slice(2);

async function call(method, path, body) {
  const response = await fetch(`${DRIVER}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json.value)}`);
  return json.value;
}

/** Waits until an element matching the XPath exists, and returns it. */
async function find(session, xpath, seconds = 30) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    try {
      const found = await call('POST', `/session/${session}/element`, { using: 'xpath', value: xpath });
      return found[ELEMENT];
    } catch (error) {
      if (Date.now() > until) throw new Error(`nothing matches ${xpath}: ${error.message}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

const checks = [];
async function check(name, run) {
  try {
    await run();
    checks.push([name, true]);
    console.log(`ok   ${name}`);
  } catch (error) {
    checks.push([name, false]);
    console.log(`FAIL ${name}: ${error.message}`);
  }
}

const created = await call('POST', '/session', {
  capabilities: { alwaysMatch: { 'tauri:options': { application } } },
});
const session = created.sessionId;
try {
  await check('the app opens on the account-type page', async () => {
    await find(session, "//*[normalize-space(text())='Parent']");
    await find(session, "//*[normalize-space(text())='Tutor']");
    const student = await find(session, "//*[normalize-space(text())='Student']");
    await call('POST', `/session/${session}/element/${student}/click`, {});
  });
  await check('choosing Student shows the student sign-in form', async () => {
    await find(session, "//label[contains(normalize-space(.), 'Username')]");
    await find(session, "//label[contains(normalize-space(.), 'Password')]");
    const url = await call('GET', `/session/${session}/url`);
    if (!url.includes('/signin/student')) throw new Error(`at ${url}`);
  });
  await check('the window renders (screenshot)', async () => {
    const png = await call('GET', `/session/${session}/screenshot`);
    writeFileSync(screenshotPath, Buffer.from(png, 'base64'));
  });
} finally {
  await call('DELETE', `/session/${session}`).catch(() => undefined);
}
const failed = checks.filter(([, ok]) => !ok).length;
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
