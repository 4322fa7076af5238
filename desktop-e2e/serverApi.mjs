// The server's HTTP API, called directly (not through the app) to set up
// and check what the app's tests need. `api` is `http://host:port/api`.

/** A demo user's id token (they all share the demo password). */
export async function apiToken(api, role, login) {
  const tokens = await apiJson(api, null, "/auth/signin", {
    method: "POST",
    body: { role, login, password: "plytime-demo" },
  });
  return tokens.id_token;
}

/** Calls the API as `token` (or no one) and returns the JSON it answers. */
export async function apiJson(api, token, path, { method = "GET", body } = {}) {
  const headers = { "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${api}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(
      `${method} ${path}: ${response.status} ${await response.text()}`,
    );
  return response.json();
}
