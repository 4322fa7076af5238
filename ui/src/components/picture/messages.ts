export const PICTURE_SAVED = 'Picture saved';

/** Spec 001 §5: only an admin changes a tutor's picture; tutors are told so. */
export const TUTOR_PICTURE_NOTE = 'Please contact the admin to change your profile picture';
