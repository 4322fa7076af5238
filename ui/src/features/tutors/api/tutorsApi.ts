import type { AdminSubject } from '../../../generated/AdminSubject';
import * as content from '../../../generated/api/operations/content';
import * as profile from '../../../generated/api/operations/profile';
import * as tutors from '../../../generated/api/operations/tutors';
import type { NewTutorBody } from '../../../generated/NewTutorBody';
import type { PicturePath } from '../../../generated/PicturePath';
import type { PictureUpload } from '../../../generated/PictureUpload';
import type { Tutor } from '../../../generated/Tutor';
import type { TutorBody } from '../../../generated/TutorBody';
import { call } from '../../../lib/api/client';

/** A tutor by id (or account id); without one, the signed-in tutor. */
export function fetchTutor(tutorId?: string): Promise<Tutor> {
  return call(tutors.getTutor, { query: { _id: tutorId } }) as Promise<Tutor>;
}

export function saveTutor(body: TutorBody): Promise<Tutor> {
  return call(tutors.saveTutor, { body }) as Promise<Tutor>;
}

/** The server e-mails the new tutor a one-time password. */
export function createTutor(body: NewTutorBody): Promise<Tutor> {
  return call(tutors.createTutor, { body }) as Promise<Tutor>;
}

export function listTutors(): Promise<Tutor[]> {
  return call(tutors.listTutors) as Promise<Tutor[]>;
}

/** The subjects a tutor can teach (admins only). */
export function listSubjects(): Promise<AdminSubject[]> {
  return call(content.listSubjects) as Promise<AdminSubject[]>;
}

/** An admin sets a tutor's picture; `uid` is the tutor's account id. */
export function uploadTutorPicture(uid: string, picture: PictureUpload): Promise<PicturePath> {
  return call(profile.uploadPictureFor, {
    params: { user_id: uid },
    body: { ...picture, user_role: 'TUTOR' },
  }) as Promise<PicturePath>;
}
