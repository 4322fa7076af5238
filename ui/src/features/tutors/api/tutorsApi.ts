import type {
  AdminSubject,
  NewTutorBody,
  PicturePath,
  PictureUpload,
  Tutor,
  TutorBody,
} from '../../../generated/api/schemas';
import * as content from '../../../generated/api/operations/content';
import * as profile from '../../../generated/api/operations/profile';
import * as tutors from '../../../generated/api/operations/tutors';
import { call } from '../../../lib/api/client';

/** A tutor by id (or account id); without one, the signed-in tutor. */
export function fetchTutor(tutorId?: string): Promise<Tutor> {
  return call(tutors.getTutor, { query: { _id: tutorId } });
}

export function saveTutor(body: TutorBody): Promise<Tutor> {
  return call(tutors.saveTutor, { body });
}

/** The server e-mails the new tutor a one-time password. */
export function createTutor(body: NewTutorBody): Promise<Tutor> {
  return call(tutors.createTutor, { body });
}

export function listTutors(): Promise<Tutor[]> {
  return call(tutors.listTutors);
}

/** The subjects a tutor can teach (admins only). */
export function listSubjects(): Promise<AdminSubject[]> {
  return call(content.listSubjects);
}

/** An admin sets a tutor's picture; `uid` is the tutor's account id. */
export function uploadTutorPicture(uid: string, picture: PictureUpload): Promise<PicturePath> {
  return call(profile.uploadPictureFor, {
    params: { user_id: uid },
    body: { ...picture, user_role: 'TUTOR' },
  });
}
