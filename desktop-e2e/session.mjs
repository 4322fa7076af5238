// A live session from the desktop app. The app's Linux webview has no
// WebRTC, so it hands the session to the web browser: Ada (resumed by the
// app from the earlier tests) presses Join, then "Open in your web
// browser"; the app opens a one-time link there (the browser here is
// Chromium with a fake camera, driven by Playwright), which signs the
// browser in for that session only; Priya joins from her own browser and
// the two see each other. A kiosk shows why it cannot do the same.
//
//   PLYTIME_BROWSER=<script writing its argument to url-file> \
//   node desktop-e2e/session.mjs <plytime-desktop> <port> <server data dir> <url-file>

import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { chromium } from "@playwright/test";

import {
  check,
  click,
  closeApp,
  find,
  finish,
  openApp,
  script,
  waitFor,
} from "./driver.mjs";

const [application, port, dataDir, urlFile] = process.argv.slice(2);
const base = `http://127.0.0.1:${port}`;

async function apiToken(role, login) {
  const response = await fetch(`${base}/api/auth/signin`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ role, login, password: "plytime-demo" }),
  });
  return (await response.json()).id_token;
}

async function getJson(token, path) {
  const response = await fetch(`${base}/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.json();
}

/** Ada's last generated session, moved to start in a minute (as in the browser tests). */
async function sessionStartingSoon() {
  const priya = await apiToken("tutor", "tutor@plytime.test");
  const tutor = await getJson(priya, "/tutor");
  const sessions = await getJson(
    priya,
    `/session/list/upcoming?tutor_id=${tutor._id}`,
  );
  const id = sessions.filter((session) => !session.cancelled).at(-1)._id;
  execFileSync("python3", [
    "-c",
    `import sqlite3, sys
db = sqlite3.connect(sys.argv[1], timeout=30)
start, id = int(sys.argv[2]), sys.argv[3]
# A weekly session of the tutor falling then is cancelled first: the database
# lets no two of a tutor's sessions overlap.
db.execute("UPDATE sessions SET cancelled = 1 WHERE cancelled = 0 AND id <> ?"
           " AND tutor_id = (SELECT tutor_id FROM sessions WHERE id = ?)"
           " AND starts_at < ? AND starts_at + session_length * 60000 > ?",
           (id, id, start + 15 * 60000, start))
db.execute("UPDATE sessions SET starts_at = ?, session_length = 15 WHERE id = ?", (start, id))
db.commit()`,
    join(dataDir, "plytime.db"),
    String(Date.now() + 60_000),
    id,
  ]);
  return id;
}

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--use-fake-device-for-media-stream",
    "--use-fake-ui-for-media-stream",
  ],
});
const context = (options = {}) =>
  browser.newContext({ permissions: ["camera", "microphone"], ...options });
const status = (page) =>
  page.getByTestId("room-status").getAttribute("data-status");

const id = await sessionStartingSoon();
let handedUrl = null;
let child = null;

const session = await openApp(application);
try {
  await check("Join on Ada's home leads to her session page", async () => {
    await click(session, "//a[normalize-space(.)='Join']", 60);
    await find(session, "//*[@data-testid='room-status']");
    const url = await script(session, "return window.location.pathname;");
    if (url !== `/student/session/${id}`) throw new Error(`at ${url}`);
  });
  await check("the app hands the session to the web browser", async () => {
    await find(
      session,
      "//*[contains(normalize-space(.), 'Video calls cannot run inside this app on this computer, so the session opens in your web browser')]",
    );
    await click(
      session,
      "//button[normalize-space(.)='Open in your web browser']",
    );
    await find(session, "//*[@data-testid='opened-in-browser']");
    handedUrl = await waitFor("the browser to be started", () =>
      existsSync(urlFile) ? readFileSync(urlFile, "utf8").trim() : null,
    );
    const url = new URL(handedUrl);
    if (url.origin !== base || url.pathname !== "/session_handoff")
      throw new Error(`opened ${handedUrl}`);
  });
  await check("the session's whiteboard opens in the app", async () => {
    await script(
      session,
      `window.history.pushState({}, '', '/whiteboard/${id}'); window.dispatchEvent(new PopStateEvent('popstate'));`,
    );
    await find(session, "//*[@data-testid='whiteboard']//canvas", 60);
  });
  await check("the Audio/Video Check says sessions open in the browser", async () => {
    await script(
      session,
      "window.history.pushState({}, '', '/student/diagnostics'); window.dispatchEvent(new PopStateEvent('popstate'));",
    );
    for (let step = 0; step < 4; step += 1) {
      await click(session, "//button[normalize-space(.)='Skip for now']");
    }
    await find(
      session,
      "//*[@data-testid='result-connection' and contains(., 'video sessions open in your web browser')]",
    );
  });
} finally {
  await closeApp(session);
}

await check("the link signs the browser in for that session only", async () => {
  const page = await (await context()).newPage();
  child = page;
  await page.goto(handedUrl);
  await page.waitForURL(`${base}/student/session/${id}`);
  await waitFor("READY", async () => (await status(page)) === "READY");
  await page.goto(`${base}/student`);
  await page.waitForURL(`${base}/student/session/${id}`);
  const again = await (await context()).newPage();
  await again.goto(handedUrl);
  await again
    .getByText("This link has expired or was used already")
    .waitFor();
});

await check("Ada and Priya see each other, Ada from her browser", async () => {
  await child.getByRole("button", { name: "Join" }).click();
  const tutor = await (await context()).newPage();
  await tutor.goto(`${base}/select_account_type`);
  await tutor.getByText("Tutor", { exact: true }).click();
  await tutor.getByLabel("E-mail", { exact: true }).fill("tutor@plytime.test");
  await tutor.getByLabel("Password", { exact: true }).fill("plytime-demo");
  await tutor.getByRole("button", { name: "Sign in" }).click();
  await tutor.waitForURL(`${base}/tutor`);
  await tutor.goto(`${base}/tutor/session/${id}`);
  await tutor.getByRole("button", { name: "Join" }).click();
  for (const page of [child, tutor]) {
    await waitFor("ACTIVE", async () => (await status(page)) === "ACTIVE");
    await waitFor("the other side's picture", () =>
      page
        .getByTestId("remote-video")
        .evaluate((video) => video.videoWidth > 0),
    );
  }
});
await browser.close();

const kiosk = await openApp(application, ["--kiosk"]);
try {
  await check("a kiosk shows the session but does not leave itself", async () => {
    await find(kiosk, "//a[normalize-space(.)='Play']", 60);
    await script(
      kiosk,
      `window.history.pushState({}, '', '/student/session/${id}'); window.dispatchEvent(new PopStateEvent('popstate'));`,
    );
    await find(
      kiosk,
      "//*[contains(normalize-space(.), 'Please ask an adult to open the session in a web browser')]",
    );
  });
} finally {
  await closeApp(kiosk);
}
finish();
