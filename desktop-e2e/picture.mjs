// Ada's photo: given over the server's API, as her parent signed in as her
// may (docs/authorization.md), and read back from the app's header, where
// it comes from the server through the app's server-files protocol.

import { script } from "./driver.mjs";
import { apiJson, apiToken } from "./serverApi.mjs";

/** A 1×1 PNG. */
const PIXEL_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAACklEQVR4nGMAAQAABQABDQottAAAAABJRU5ErkJggg==";

/** The protocol's addresses: Linux and macOS, then Windows. */
const THROUGH_THE_APP =
  /^(server-files:\/\/localhost\/|http:\/\/server-files\.localhost\/)/;

export async function giveAdaAPhoto(api) {
  const ada = await apiToken(api, "student", "ada");
  const me = await apiJson(api, ada, "/profile/me");
  const parent = await apiToken(api, "parent", "parent@plytime.test");
  const asAda = await apiJson(api, parent, `/auth/act_as/${me.user_data._id}`, {
    method: "POST",
  });
  await apiJson(api, asAda.id_token, "/profile/me/picture", {
    method: "POST",
    body: { content_base64: PIXEL_PNG, content_type: "image/png" },
  });
}

/**
 * Whether the header's picture is a server file the window loaded;
 * throws with what it shows otherwise (the drawn default, or a picture
 * the window could not load, which leaves no image).
 */
export async function headerShowsServerPicture(session) {
  const pictures = await script(
    session,
    `return [...document.querySelectorAll('button[aria-label^="Profile picture of"] img')]
      .map((img) => ({ src: img.src, loaded: img.complete && img.naturalWidth > 0 }));`,
  );
  if (pictures.some(({ src, loaded }) => loaded && THROUGH_THE_APP.test(src)))
    return true;
  throw new Error(`the header shows ${JSON.stringify(pictures)}`);
}
