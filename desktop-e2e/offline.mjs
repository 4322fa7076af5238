// The desktop app with the network gone: Ada signs in (and sees the photo
// her parent gave her, from the server), her content packs are kept, the
// server is killed, she plays a game offline, the app is closed and
// started again still without the server (and resumes her),
// the server comes back, and the app's sync delivers her answers, which
// the server then holds exactly once.
//
//   node desktop-e2e/offline.mjs <plytime-desktop> <plytime-server> <port> \
//        <data dir> <server pid> <file for the restarted server's pid>

import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";

import {
  call,
  check,
  click,
  closeApp,
  enabled,
  find,
  findAll,
  finish,
  invoke,
  openApp,
  script,
  sleep,
  text,
  type,
  waitFor,
} from "./driver.mjs";
import { giveAdaAPhoto, headerShowsServerPicture } from "./picture.mjs";
import { apiJson, apiToken } from "./serverApi.mjs";

const [application, serverBin, port, dataDir, serverPid, restartedPidFile] =
  process.argv.slice(2);
const screenshotPath =
  process.env.PLYTIME_DESKTOP_OFFLINE_SCREENSHOT ?? "/tmp/desktop-offline.png";
const api = `http://127.0.0.1:${port}/api`;

async function serverUp() {
  return fetch(`${api}/health`).then(
    (response) => response.ok,
    () => false,
  );
}

async function adasAnswers() {
  const ada = await apiToken(api, "student", "ada");
  const me = await apiJson(api, ada, "/profile/me");
  const answers = await apiJson(
    api,
    ada,
    `/student/${me.user_data._id}/answers`,
  );
  return answers.length;
}

const QUESTION = "//*[@data-testid='question']";
const SUBMIT = "//button[normalize-space(.)='Submit']";
const READ_TO_ME = "//button[normalize-space(.)='Read to me']";
const NO_VOICES =
  "//*[normalize-space(.)='This computer has no voice to read questions aloud.']";

/**
 * Read to me is offered only where the web view has a voice to read with,
 * and the app says so where it has none (docs/games.md, "Read to me").
 * Answers what this machine's web view showed.
 */
async function readToMeFollowsTheVoices(session) {
  const shown = await waitFor("Read to me, or why there is none", async () => {
    if ((await findAll(session, READ_TO_ME)).length > 0) return "the button";
    if ((await findAll(session, NO_VOICES)).length > 0) return "no voices said";
    return null;
  });
  const voices = await script(
    session,
    "return window.speechSynthesis ? window.speechSynthesis.getVoices().length : 0;",
  );
  if ((shown === "the button") !== voices > 0) {
    throw new Error(`${shown} with ${voices} voices in the web view`);
  }
  return `${shown}, with ${voices} voices`;
}

/** Fills the shown question with a value its inputs accept, and submits it. */
async function answerShownQuestion(session) {
  const submit = await find(session, SUBMIT);
  // A child needs a moment to read the question; the server does not
  // believe offline answers given in under a second.
  await sleep(1_200);
  const inputs = await findAll(
    session,
    `${QUESTION}//input[not(@type='radio')]`,
  );
  const choices = await findAll(session, `${QUESTION}//input[@type='radio']`);
  if (choices.length > 0)
    await call("POST", `/session/${session}/element/${choices[0]}/click`, {});
  for (const value of ["7", "7/1", "00:07", "(7,7)", "7:1", "7.5"]) {
    for (const input of inputs) await type(session, input, value);
    await sleep(100);
    if (await enabled(session, submit)) {
      await call("POST", `/session/${session}/element/${submit}/click`, {});
      return true;
    }
  }
  return false;
}

/** The sync badge's words, in lower case. */
async function badgeText(session) {
  const words = await script(
    session,
    "return document.querySelector('[data-testid=\"sync-badge\"]')?.textContent ?? '';",
  );
  return words.toLowerCase();
}

/** Waits for the header to say the app is offline with work waiting. */
async function offlineWithWorkWaiting(session) {
  await waitFor("the offline badge", async () => {
    const badge = await badgeText(session);
    if (badge.startsWith("offline") && badge.includes("waiting")) return badge;
    throw new Error(`the badge says ${badge}`);
  });
}

const before = await adasAnswers();
await giveAdaAPhoto(api);
let answered = 0;
let restarted;
let session = await openApp(application);
try {
  await check("Ada signs in on the desktop", async () => {
    // The app may remember that a student signs in here, and open on the form.
    const start = await find(
      session,
      "//*[normalize-space(text())='Student'] | //label[contains(normalize-space(.), 'Username')]",
    );
    if ((await text(session, start)).trim() === "Student") {
      await call("POST", `/session/${session}/element/${start}/click`, {});
    }
    const username = await find(
      session,
      "//label[contains(normalize-space(.), 'Username')]/following::input[1]",
    );
    await type(session, username, "ada");
    const password = await find(
      session,
      "//label[contains(normalize-space(.), 'Password')]/following::input[1]",
    );
    await type(session, password, "plytime-demo");
    await click(session, "//button[normalize-space(.)='Sign in']");
    await find(session, "//a[normalize-space(.)='Play']");
  });
  await check("her photo from the server shows in the header", async () => {
    await waitFor("her photo", () => headerShowsServerPicture(session));
  });
  await check("her content packs are kept for offline play", async () => {
    await waitFor(
      "a kept pack",
      async () => (await invoke(session, "sync_status")).packs > 0,
    );
  });
  await check("the game setup loads while online", async () => {
    await click(session, "//a[normalize-space(.)='Play']");
    await click(session, "//label[normalize-space(.)='Maths']");
    await click(session, "//label[contains(normalize-space(.), 'Quick race')]");
  });

  process.kill(Number(serverPid), "SIGKILL");
  await waitFor("the server gone", async () => !(await serverUp()));

  await check("the game starts with the server gone", async () => {
    await click(session, "//button[normalize-space(.)='Start Game']");
    await find(session, QUESTION);
  });
  await check("Read to me shows only with a voice to read with", async () => {
    console.log(`     (${await readToMeFollowsTheVoices(session)})`);
  });
  await check("she plays a game with the server gone", async () => {
    for (let question = 0; question < 3; question += 1) {
      if (question > 0)
        await click(session, "//button[normalize-space(.)='Next question']");
      await find(session, QUESTION);
      if (!(await answerShownQuestion(session))) break;
      await find(session, "//*[@data-testid='result-message']");
      answered += 1;
    }
    if (answered === 0) throw new Error("no question could be answered");
    await click(session, "//button[normalize-space(.)='Quit game']");
    await waitFor("the summary", async () =>
      (await call("GET", `/session/${session}/url`)).includes(
        "/game/step3_summary",
      ),
    );
  });
  await check(
    "the header says the app is offline with work waiting",
    async () => {
      await offlineWithWorkWaiting(session);
    },
  );

  await check(
    "the summary says her tokens are counted once online",
    async () => {
      await find(
        session,
        "//*[@data-testid='tokens-line' and contains(., 'counted when the app is back online')]",
      );
    },
  );

  await closeApp(session);
  session = await openApp(application);
  await check(
    "started again without the server, the app resumes Ada",
    async () => {
      await find(session, "//a[normalize-space(.)='Play']");
      await offlineWithWorkWaiting(session);
    },
  );

  restarted = spawn(
    serverBin,
    [
      "--demo",
      "--addr",
      `127.0.0.1:${port}`,
      "--data-dir",
      dataDir,
      "--ui-dir",
      "ui/dist",
    ],
    { stdio: "ignore", detached: true },
  );
  writeFileSync(restartedPidFile, String(restarted.pid));
  await waitFor("the server back", serverUp);

  await check("the sync completes when the server is back", async () => {
    await waitFor(
      "all synced",
      async () => {
        const badge = await badgeText(session);
        if (badge.startsWith("all synced")) return badge;
        throw new Error(`the badge says ${badge}`);
      },
      60,
    );
  });
  await check("the server holds each offline answer once", async () => {
    const after = await adasAnswers();
    if (after !== before + answered) {
      throw new Error(
        `${before} answers before, ${answered} given offline, ${after} after`,
      );
    }
  });
} finally {
  // What the window showed last, to see why a check failed.
  const png = await call("GET", `/session/${session}/screenshot`).catch(
    () => null,
  );
  if (png) writeFileSync(screenshotPath, Buffer.from(png, "base64"));
  await closeApp(session);
  restarted?.kill("SIGKILL");
}
finish();
