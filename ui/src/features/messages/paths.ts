export const MESSAGES_PATH = '/student/messages';
