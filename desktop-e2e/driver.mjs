// A small W3C WebDriver client for tauri-driver, and the pass/fail tally
// the desktop tests print (`N passed, N failed`).

const DRIVER = "http://127.0.0.1:4444";
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function call(method, path, body) {
  const response = await fetch(`${DRIVER}${path}`, {
    method,
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${path}: ${JSON.stringify(json.value)}`);
  return json.value;
}

/** Starts the app (with these command-line arguments) and returns its WebDriver session. */
export async function openApp(application, args = []) {
  const created = await call("POST", "/session", {
    capabilities: { alwaysMatch: { "tauri:options": { application, args } } },
  });
  return created.sessionId;
}

export async function closeApp(session) {
  await call("DELETE", `/session/${session}`).catch(() => undefined);
}

/** Waits until an element matching the XPath exists, and returns it. */
export async function find(session, xpath, seconds = 30) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    try {
      const found = await call("POST", `/session/${session}/element`, {
        using: "xpath",
        value: xpath,
      });
      return found[ELEMENT];
    } catch (error) {
      if (Date.now() > until)
        throw new Error(
          `nothing matches ${xpath}: ${error.message}; the page shows ${await shown(session)}`,
        );
      await sleep(250);
    }
  }
}

/** Where the window is and the start of its text, to say what a failed find saw. */
async function shown(session) {
  try {
    const url = await call("GET", `/session/${session}/url`);
    const body = await script(session, "return document.body.innerText;");
    return `${url}: ${JSON.stringify(String(body).slice(0, 300))}`;
  } catch (error) {
    return `nothing readable (${error.message})`;
  }
}

/** Every element matching the XPath now. */
export async function findAll(session, xpath) {
  const found = await call("POST", `/session/${session}/elements`, {
    using: "xpath",
    value: xpath,
  });
  return found.map((element) => element[ELEMENT]);
}

export async function click(session, xpath, seconds) {
  const element = await find(session, xpath, seconds);
  await call("POST", `/session/${session}/element/${element}/click`, {});
}

export async function type(session, element, text) {
  await call("POST", `/session/${session}/element/${element}/clear`, {});
  await call("POST", `/session/${session}/element/${element}/value`, { text });
}

export async function enabled(session, element) {
  return call("GET", `/session/${session}/element/${element}/enabled`);
}

export async function text(session, element) {
  return call("GET", `/session/${session}/element/${element}/text`);
}

/** Runs a script in the web view and returns its result. */
export async function script(session, body) {
  return call("POST", `/session/${session}/execute/sync`, {
    script: body,
    args: [],
  });
}

/** Runs a Tauri command from inside the app's web view. */
export async function invoke(session, command) {
  return call("POST", `/session/${session}/execute/async`, {
    script:
      "const done = arguments[arguments.length - 1];" +
      `window.__TAURI_INTERNALS__.invoke(${JSON.stringify(command)}).then(done, (e) => done({ error: e }));`,
    args: [],
  });
}

/** Waits until `probe` returns something truthy, and returns it. */
export async function waitFor(what, probe, seconds = 30) {
  const until = Date.now() + seconds * 1000;
  let last;
  for (;;) {
    try {
      last = await probe();
      if (last) return last;
    } catch (error) {
      last = error.message;
    }
    if (Date.now() > until)
      throw new Error(`${what}: last saw ${JSON.stringify(last)}`);
    await sleep(250);
  }
}

const checks = [];

/** Runs one named check, printing ok or FAIL; later checks still run. */
export async function check(name, run) {
  try {
    await run();
    checks.push(true);
    console.log(`ok   ${name}`);
  } catch (error) {
    checks.push(false);
    console.log(`FAIL ${name}: ${error.message}`);
  }
}

/** Prints the tally and exits with its verdict. */
export function finish() {
  const failed = checks.filter((ok) => !ok).length;
  console.log(`${checks.length - failed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}
