export const importKeys = {
  status: ['import', 'status'] as const,
  folder: (folder: string) => ['import', 'folders', folder] as const,
};
