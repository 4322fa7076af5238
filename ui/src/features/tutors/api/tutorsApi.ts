import type { AdminSubject } from '../../../generated/AdminSubject';
import type { NewTutorBody } from '../../../generated/NewTutorBody';
import type { PicturePath } from '../../../generated/PicturePath';
import type { PictureUpload } from '../../../generated/PictureUpload';
import type { PictureUploadFor } from '../../../generated/PictureUploadFor';
import type { Tutor } from '../../../generated/Tutor';
import type { TutorBody } from '../../../generated/TutorBody';
import { apiList, apiRequest } from '../../../lib/api/client';

/** A tutor by id (or account id); without one, the signed-in tutor. */
export function fetchTutor(tutorId?: string): Promise<Tutor> {
  return apiRequest<Tutor>({
    method: 'GET',
    path: 'tutor',
    query: { _id: tutorId },
    responseSchema: 'Tutor',
  });
}

export function saveTutor(body: TutorBody): Promise<Tutor> {
  return apiRequest<Tutor>({
    method: 'PUT',
    path: 'tutor',
    body,
    requestSchema: 'TutorBody',
    responseSchema: 'Tutor',
  });
}

/** The server e-mails the new tutor a one-time password. */
export function createTutor(body: NewTutorBody): Promise<Tutor> {
  return apiRequest<Tutor>({
    method: 'POST',
    path: 'tutor',
    body,
    requestSchema: 'NewTutorBody',
    responseSchema: 'Tutor',
  });
}

export function listTutors(): Promise<Tutor[]> {
  return apiList<Tutor>('Tutor', { method: 'GET', path: 'tutor/list' });
}

/** The subjects a tutor can teach (admins only). */
export function listSubjects(): Promise<AdminSubject[]> {
  return apiList<AdminSubject>('AdminSubject', { method: 'GET', path: 'subject' });
}

/** An admin sets a tutor's picture; `uid` is the tutor's account id. */
export function uploadTutorPicture(uid: string, picture: PictureUpload): Promise<PicturePath> {
  const body: PictureUploadFor = { ...picture, user_role: 'TUTOR' };
  return apiRequest<PicturePath>({
    method: 'POST',
    path: 'profile/{user}/picture',
    params: { user: uid },
    body,
    requestSchema: 'PictureUploadFor',
    responseSchema: 'PicturePath',
  });
}
