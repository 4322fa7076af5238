// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

export { me } from './profile/me';
export { chooseAvatar } from './profile/chooseAvatar';
export { uploadMyPicture } from './profile/uploadMyPicture';
export { pictureOf } from './profile/pictureOf';
export { uploadPictureFor } from './profile/uploadPictureFor';
