// The desktop app as a kiosk: started again after Ada signed in, it
// resumes her; it keeps her in the student area; a wrong adult PIN leaves
// it as it was, and the right one closes it.
//
//   PLYTIME_KIOSK_PIN=<pin> node desktop-e2e/kiosk.mjs <plytime-desktop> <pin>

import {
  call,
  check,
  click,
  closeApp,
  enabled,
  find,
  finish,
  openApp,
  script,
  type,
  waitFor,
} from "./driver.mjs";

const [application, pin] = process.argv.slice(2);

const session = await openApp(application, ["--kiosk"]);
const path = async () =>
  new URL(await call("GET", `/session/${session}/url`)).pathname;
const PIN_INPUT =
  "//label[contains(normalize-space(.), 'Adult PIN')]/following::input[1]";
const LEAVE = "//button[@type='submit' and normalize-space(.)='Leave kiosk']";

try {
  await check("the kiosk resumes Ada, who signed in before", async () => {
    await find(session, "//a[normalize-space(.)='Play']");
  });
  await check("a parent's page leads back to the student area", async () => {
    await script(
      session,
      "window.history.pushState({}, '', '/parent'); window.dispatchEvent(new PopStateEvent('popstate'));",
    );
    await waitFor("the student area", async () =>
      (await path()).startsWith("/student"),
    );
  });
  await check("a wrong PIN does not leave the kiosk", async () => {
    await click(session, "//button[normalize-space(.)='Leave kiosk']");
    const refused = "//*[normalize-space(text())='That PIN is not right']";
    const shown = (seconds) =>
      find(session, refused, seconds).then(
        () => true,
        () => false,
      );
    // Keys typed while the dialog is still opening can be lost, and so can
    // a press while it settles; a person whose PIN did not take types it
    // again, and presses again when nothing happened.
    for (let press = 0; press < 3; press += 1) {
      await waitFor("the PIN typed and the button ready", async () => {
        await type(session, await find(session, PIN_INPUT), "0000");
        return enabled(session, await find(session, LEAVE));
      });
      await click(session, LEAVE);
      if (await shown(10)) break;
    }
    await find(session, refused, 5);
    await path();
  });
  await check("the right PIN closes the app", async () => {
    await type(session, await find(session, PIN_INPUT), pin);
    const gone = () =>
      path().then(
        () => false,
        () => true,
      );
    // The app may be gone before the click is answered; whether it is
    // gone is what counts. A press that lands while the dialog is still
    // settling from the wrong PIN is pressed again, as a person would.
    for (let press = 0; press < 3 && !(await gone()); press += 1) {
      await click(session, LEAVE, 5).catch(() => undefined);
      await waitFor("the app gone", gone, 10).catch(() => undefined);
    }
    await waitFor("the app gone", gone, 5);
  });
} finally {
  await closeApp(session);
}
finish();
