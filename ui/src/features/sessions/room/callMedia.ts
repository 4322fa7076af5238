/** Whether the person's own media and the other side's are in the call. */
export interface CallMedia {
  local: boolean;
  remote: boolean;
}

export const NO_MEDIA: CallMedia = { local: false, remote: false };
