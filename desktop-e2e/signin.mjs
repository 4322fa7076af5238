// Drives the real desktop app through tauri-driver (W3C WebDriver): the app
// opens on the account-type page, and choosing Student shows the student
// sign-in form.
//
//   node desktop-e2e/signin.mjs <path to plytime-desktop> <screenshot.png>

import { writeFileSync } from "node:fs";

import {
  call,
  check,
  click,
  closeApp,
  find,
  finish,
  openApp,
} from "./driver.mjs";

const [application, screenshotPath] = process.argv.slice(2);

const session = await openApp(application);
try {
  await check("the app opens on the account-type page", async () => {
    await find(session, "//*[normalize-space(text())='Parent']");
    await find(session, "//*[normalize-space(text())='Tutor']");
    await click(session, "//*[normalize-space(text())='Student']");
  });
  await check("choosing Student shows the student sign-in form", async () => {
    await find(session, "//label[contains(normalize-space(.), 'Username')]");
    await find(session, "//label[contains(normalize-space(.), 'Password')]");
    const url = await call("GET", `/session/${session}/url`);
    if (!url.includes("/signin/student")) throw new Error(`at ${url}`);
  });
  await check("the window renders (screenshot)", async () => {
    const png = await call("GET", `/session/${session}/screenshot`);
    writeFileSync(screenshotPath, Buffer.from(png, "base64"));
  });
} finally {
  await closeApp(session);
}
finish();
