// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

export { actAs } from './auth/actAs';
export { redeemHandoff } from './auth/redeemHandoff';
export { changePassword } from './auth/changePassword';
export { refresh } from './auth/refresh';
export { signIn } from './auth/signIn';
export { signOut } from './auth/signOut';
export { signUp } from './auth/signUp';
