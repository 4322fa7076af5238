export const PICTURE_SAVED = 'Picture saved';

/** Only an admin changes a tutor's picture; tutors are told so. */
export const TUTOR_PICTURE_NOTE = 'Please contact the admin to change your profile picture';
